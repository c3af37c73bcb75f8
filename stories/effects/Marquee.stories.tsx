import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Marquee } from '../../src/effects/marquee/Marquee';
import { visualParameters } from '../../.storybook/visual';

const meta = {
  title: 'Effects/Marquee',
  component: Marquee,
  args: { text: 'Free shipping this weekend', direction: 'left', speed: 1 },
  argTypes: {
    direction: { control: 'inline-radio', options: ['left', 'right'] },
    speed: { control: { type: 'number', min: 0.1, max: 10, step: 0.1 } },
    waveFrequency: { control: { type: 'number', min: 0, max: 6, step: 0.5 } },
    waveIntensity: { control: { type: 'number', min: 0, max: 60 } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  parameters: visualParameters({ modes: ['desktop', 'dark', 'mobile'] }),
} satisfies Meta<typeof Marquee>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-marquee]')!;
const startOffset = (canvasElement: HTMLElement) => Number(canvasElement.querySelector('textPath')!.getAttribute('startOffset'));

/** Running to the left while in view; the text is read once, the moving copies are hidden and hold nothing focusable. */
export const Left: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(region(canvasElement)).toHaveAttribute('data-marquee', 'running'));
    await expect(within(canvasElement).getByText('Free shipping this weekend')).toBeInTheDocument();
    const svg = canvasElement.querySelector('svg')!;
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg.querySelector('a, button, [tabindex]')).toBeNull();
  },
};

/** Running to the right: the text starts one copy before the path. */
export const Right: Story = {
  args: { direction: 'right' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(region(canvasElement)).toHaveAttribute('data-marquee', 'running'));
    await waitFor(() => expect(startOffset(canvasElement)).toBeLessThan(0));
  },
};

/** Along a wave: two waves across, 16 px up and down. */
export const Wave: Story = { args: { waveFrequency: 2, waveIntensity: 16 } };

export const WaveToTheRight: Story = { args: { direction: 'right', waveFrequency: 1, waveIntensity: 24, text: 'New season, new colours' } };

/** Paused while the pointer is over it (pauseOnHover). */
export const PausedOnHover: Story = {
  args: { pauseOnHover: true },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(region(canvasElement)).toHaveAttribute('data-marquee', 'running'));
    await userEvent.hover(region(canvasElement));
    await waitFor(() => expect(region(canvasElement)).toHaveAttribute('data-marquee', 'still'));
  },
};

/** Under reduced motion it stands still. */
export const ReducedMotion: Story = {
  globals: { reducedMotion: 'reduce' },
  parameters: visualParameters({ modes: ['reduced-motion'] }),
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(region(canvasElement)).toHaveAttribute('data-marquee', 'still');
  },
};

/** A region narrower than 50 px is laid out as 50 px wide. */
export const NarrowRegion: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 30 }}>
        <Story />
      </div>
    ),
  ],
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => expect(canvasElement.querySelector('svg')).toHaveAttribute('width', '50'),
};
