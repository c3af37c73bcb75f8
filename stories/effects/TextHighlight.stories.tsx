import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TextHighlight, type TextHighlightProps } from '../../src/effects/highlight/TextHighlight';
import { HIGHLIGHT_SHAPES } from '../../src/effects/highlight/highlight.config';
import { visualParameters } from '../../.storybook/visual';
import { IGNORES_ARGS } from '../../.storybook/controls';

const meta = {
  title: 'Effects/Text Highlight',
  component: TextHighlight,
  args: { children: 'handmade', config: { shape: 'wave' } },
  argTypes: {
    config: {
      control: 'object',
      description: 'shape, color, thickness, linecap, blend, opacity, animation, direction, duration, isAnimationEnabled, isFront, fontSize',
    },
  },
  render: (args) => (
    <p style={{ fontSize: 40, fontWeight: 600, margin: '8px 0', maxWidth: 560 }}>
      Everything here is <TextHighlight {...args} /> in small batches.
    </p>
  ),
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
} satisfies Meta<typeof TextHighlight>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawn = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelectorAll('[data-highlight] path').length).toBeGreaterThan(0), { timeout: 3000 });

/** All twelve shapes, drawn (animation off). */
export const EveryShape: Story = {
  parameters: IGNORES_ARGS,
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 180px)', gap: '28px 24px', fontSize: 24, fontWeight: 600, padding: 12 }}>
      {HIGHLIGHT_SHAPES.map((shape) => (
        <span key={shape}>
          <TextHighlight config={{ shape, color: '#d9480f', thickness: '0.08em', isFront: shape !== 'marker', opacity: shape === 'marker' ? 0.5 : 1 }}>
            {shape}
          </TextHighlight>
        </span>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-highlight] path').length).toBeGreaterThanOrEqual(12));
    await expect(canvasElement.querySelectorAll('[data-highlight] svg[aria-hidden="true"]')).toHaveLength(12);
  },
};

/** All twelve shapes halfway through their draw animation. */
export const EveryShapeMidDraw: Story = {
  parameters: IGNORES_ARGS,
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 180px)', gap: '28px 24px', fontSize: 24, fontWeight: 600, padding: 12 }}>
      {HIGHLIGHT_SHAPES.map((shape) => (
        <span key={shape}>
          <TextHighlight
            config={{
              shape,
              color: '#d9480f',
              thickness: '0.08em',
              isAnimationEnabled: true,
              isFront: shape !== 'marker',
              opacity: shape === 'marker' ? 0.5 : 1,
            }}
            progress={0.5}
          >
            {shape}
          </TextHighlight>
        </span>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-highlight] path[stroke-dashoffset="0.5"]').length).toBeGreaterThanOrEqual(12));
  },
};

/** The highlight follows the text onto every line it wraps to. */
export const WrappedText: Story = {
  args: { children: 'made by hand, one at a time, in our workshop by the sea', config: { shape: 'underline', color: '#1971c2', thickness: '0.08em' } },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-highlight] path').length).toBeGreaterThanOrEqual(2);
  },
};

/** A marker band behind the text, multiplied into it. */
export const MarkerBehind: Story = {
  args: { config: { shape: 'marker', color: '#ffd43b', isFront: false, blend: 'multiply', opacity: 0.8 } },
  play: async ({ canvasElement }) => drawn(canvasElement),
};

/** Mid-draw: the circle half drawn, from the left (direction right). */
export const MidDraw: Story = {
  args: { config: { shape: 'circle', color: '#e03131', isAnimationEnabled: true }, progress: 0.5 },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-highlight] path')).toHaveAttribute('stroke-dashoffset', '0.5'));
  },
};

/** Mid-draw from the other end (direction left). */
export const MidDrawLeft: Story = {
  args: { config: { shape: 'underlineCurve', color: '#2f9e44', thickness: '0.1em', direction: 'left', isAnimationEnabled: true }, progress: 0.4 },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-highlight] path')).toHaveAttribute('stroke-dashoffset', '-0.6'));
  },
};

/** fadeScale halfway: half opaque, scaled 0.75 (from 0.5 to 1). */
export const MidFadeScale: Story = {
  args: { config: { shape: 'enclose', color: '#7048e8', animation: 'fadeScale', isAnimationEnabled: true }, progress: 0.5 },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector<SVGGElement>('[data-highlight] g')!.style.transform).toBe('scale(0.75)'));
  },
};

/** Under reduced motion an animated highlight is drawn at once. */
export const ReducedMotionDrawnAtOnce: Story = {
  args: { config: { shape: 'scribble', color: '#e8590c', isAnimationEnabled: true } },
  globals: { reducedMotion: 'reduce' },
  parameters: visualParameters({ modes: ['reduced-motion'] }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-highlight]')).toHaveAttribute('data-highlight-state', 'drawn'));
  },
};

/** Reset: playing it again returns it to its start state first. */
function PlayAgainDemo(args: TextHighlightProps) {
  const [key, setKey] = useState(0);
  return (
    <div>
      <p style={{ fontSize: 40, fontWeight: 600, margin: '8px 0' }}>
        <TextHighlight {...args} replayKey={key} />
      </p>
      <button type="button" onClick={() => setKey(key + 1)} style={{ font: 'inherit', minHeight: 44, padding: '0 16px' }}>
        Play again
      </button>
    </div>
  );
}

export const PlayAgain: Story = {
  render: (args) => <PlayAgainDemo {...args} />,
  args: { children: 'Hello', config: { shape: 'underline', isAnimationEnabled: true, duration: 0.2 } },
  parameters: visualParameters({ disable: 'Captures would catch the animation at an arbitrary point; the play function checks the reset' }),
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play again' }));
    await expect(canvasElement.querySelector('[data-highlight]')).toHaveAttribute('data-highlight-state', 'waiting');
  },
};
