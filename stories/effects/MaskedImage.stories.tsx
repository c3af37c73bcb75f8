import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MaskedImage } from '../../src/effects/maskedImage/MaskedImage';
import { SHAPE_NAMES } from '../../src/primitives/shapes/shapeCatalog';
import { visualParameters } from '../../.storybook/visual';

const meta = {
  title: 'Effects/Masked Image',
  component: MaskedImage,
  args: {
    src: 'assets/gallery/meadow.jpg',
    alt: 'Meadow in flower',
    shape: 'circle',
    dimensions: { width: 560, height: 560 },
  },
  argTypes: { shape: { control: 'select', options: SHAPE_NAMES } },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
} satisfies Meta<typeof MaskedImage>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement) => waitFor(() => expect(canvasElement.querySelector('[data-loading]')).toBeNull(), { timeout: 5000 });
const frameOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-mask-shape]')!;

/** A square-family shape: the box is as tall as it is wide. */
export const Circle: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByRole('img', { name: 'Meadow in flower' })).toBeVisible();
    await expect(frameOf(canvasElement).getBoundingClientRect().height).toBeCloseTo(240, 0);
  },
};

/** The rectangle is 1:1. */
export const Rectangle: Story = { args: { shape: 'rectangle' }, play: async ({ canvasElement }) => loaded(canvasElement) };

/** A tall-family shape (arch): 150 % of its width, the focal point low in the frame. */
export const Arch: Story = {
  args: { shape: 'arch', src: 'assets/gallery/harbour.jpg', alt: 'Harbour', dimensions: { width: 480, height: 600 }, focalPoint: { x: 0.5, y: 0.7 } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(frameOf(canvasElement).getBoundingClientRect().height).toBeCloseTo(360, 0);
  },
};

/** A wide-family shape (banner): 67 % of its width. */
export const Banner: Story = {
  args: { shape: 'banner', src: 'assets/gallery/desert-dunes.jpg', alt: 'Desert dunes', dimensions: { width: 900, height: 300 } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(frameOf(canvasElement).getBoundingClientRect().height).toBeCloseTo(160.8, 0);
  },
};

/** Stretched: the mask fills the block's box instead of taking the shape's proportions. */
export const Stretched: Story = {
  args: { shape: 'star', stretch: true },
  decorators: [
    (Story) => (
      <div style={{ width: 320, height: 160 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(frameOf(canvasElement).getBoundingClientRect().height).toBeCloseTo(160, 0);
  },
};
