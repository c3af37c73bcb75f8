import type { ReactElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ShapeBlock } from '../../src/effects/shape/ShapeBlock';
import { SHAPE_NAMES } from '../../src/primitives/shapes/shapeCatalog';
import { visualParameters } from '../../.storybook/visual';

const box = (width: number | string, height: number) => (Story: () => ReactElement) => (
  <div data-box="" style={{ width, height, outline: '1px dashed var(--color-border)' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Effects/Shape Block',
  component: ShapeBlock,
  args: { shape: 'star', mode: 'fitted' },
  argTypes: {
    shape: { control: 'select', options: SHAPE_NAMES },
    mode: { control: 'inline-radio', options: ['stretched', 'fitted'] },
    dropShadow: { control: 'object' },
  },
  // every story but the catalogue sits in a 360 × 200 block
  decorators: [(Story, { name }) => (name === 'Every Shape' ? <Story /> : box(360, 200)(Story))],
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
} satisfies Meta<typeof ShapeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const svgOf = (canvasElement: HTMLElement) => canvasElement.querySelector('svg')!;

/** Every shape, fitted in a square box. */
export const EveryShape: Story = {
  decorators: [
    () => (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 80px)', gap: 16 }}>
        {SHAPE_NAMES.map((name) => (
          <figure key={name} style={{ margin: 0 }}>
            <div style={{ width: 80, height: 80 }}>
              <ShapeBlock shape={name} mode="fitted" />
            </div>
            <figcaption style={{ fontSize: 12, marginTop: 4 }}>{name}</figcaption>
          </figure>
        ))}
      </div>
    ),
  ],
};

/** Stretched: the shape fills the whole box, whatever its proportions. */
export const Stretched: Story = {
  args: { mode: 'stretched' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-shape-mode="stretched"]')).toHaveClass('stretched');
    await expect(svgOf(canvasElement).getBoundingClientRect().width).toBeCloseTo(360, 0);
  },
};

/** Fitted: the star keeps its 1:1 aspect, centred in the 360 × 200 box. */
export const Fitted: Story = {
  play: async ({ canvasElement }) => {
    const r = svgOf(canvasElement).getBoundingClientRect();
    await expect(r.width).toBeCloseTo(200, 0);
    await expect(r.height).toBeCloseTo(200, 0);
  },
};

/** A fitted shape is fitted again when its box resizes. */
export const RefittedOnResize: Story = {
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector<HTMLElement>('[data-box]')!;
    container.style.width = '120px';
    await waitFor(() => expect(svgOf(canvasElement).getBoundingClientRect().width).toBeCloseTo(120, 0), { timeout: 2000 });
  },
};

/** A drop shadow, 8 px down-right at 45°, blurred 6 px. */
export const WithDropShadow: Story = {
  args: { shape: 'heart', dropShadow: { angle: 45, distance: { value: 8, unit: 'px' }, blur: { value: 6, unit: 'px' }, color: 'rgba(0, 0, 0, 0.45)' } },
  play: async ({ canvasElement }) => expect(svgOf(canvasElement).style.filter).toContain('drop-shadow'),
};

/** A malformed shadow setting is logged and left out; the shape still shows. */
export const MalformedShadow: Story = {
  args: { shape: 'hexagon', dropShadow: '{"angle": "up"}' },
  play: async ({ canvasElement }) => {
    await expect(svgOf(canvasElement).style.filter).toBe('');
    await expect(canvasElement.querySelector('path')).not.toBeNull();
  },
};

/** With a label the shape is an image with a name; without, decoration. */
export const Labelled: Story = {
  args: { shape: 'arrow', label: 'Continue to the shop' },
  play: async ({ canvasElement }) => expect(svgOf(canvasElement)).toHaveAccessibleName('Continue to the shop'),
};
