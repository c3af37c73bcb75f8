import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ImageBlock } from '../../src/blocks/image/ImageBlock';
import { IMAGE_LAYOUTS } from '../../src/blocks/image/imageBlock.rules';
import { visualParameters } from '../../.storybook/visual';

const meta = {
  title: 'Blocks/Image',
  component: ImageBlock,
  tags: ['autodocs', 'content-blocks'],
  args: {
    layout: 'card',
    image: { src: 'assets/gallery/lake-dusk.jpg', alt: 'The lake at dusk from the north shore', dimensions: { width: 640, height: 427 } },
    title: 'Evenings by the lake',
    text: 'Our summer terrace opens at six. Bring a blanket; we bring the coffee.',
    button: { label: 'See opening hours', href: '#hours' },
    lazy: false,
  },
  argTypes: {
    layout: { control: 'select', options: IMAGE_LAYOUTS, description: 'The layout (variant ids 1012–1017: inline, poster, card, overlap, collage, stack)' },
    image: { control: 'object', description: 'src, alt, dimensions (data-image-dimensions) and focalPoint (data-image-focal-point)' },
    title: { control: 'text', description: 'The title (every layout but inline)' },
    text: { control: 'text', description: 'The text; inline shows it as the caption' },
    button: { control: 'object', description: 'label, href and newWindow (every layout but inline); an unsafe address is left out' },
    titleLevel: { control: 'inline-radio', options: [2, 3, 4], description: 'The title’s heading level' },
    sizes: { control: 'text', description: 'The image’s sizes attribute' },
    lazy: { control: 'boolean', description: 'Load the image only near the viewport' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const arranged = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-image-block]')?.getAttribute('data-arrangement');

/** Inline (1012): the image with its caption; no title, no button. */
export const Inline: Story = {
  args: { layout: 'inline', text: 'The lake at dusk, taken from the north shore.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The lake at dusk, taken from the north shore.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** Poster (1013): the text over the image, cropped around its focal point (here the left third). */
export const Poster: Story = {
  args: {
    layout: 'poster',
    image: { src: 'assets/gallery/desert-dunes.jpg', alt: 'Dunes under a clear sky', dimensions: { width: 900, height: 300 }, focalPoint: { x: 0.25, y: 0.5 } },
    title: 'Single origin, twice a year',
    text: 'Each harvest roasted in small batches.',
  },
  play: async ({ canvasElement }) => {
    await expect(arranged(canvasElement)).toBe('overlay');
    await expect(within(canvasElement).getByRole('heading', { name: 'Single origin, twice a year' })).toBeVisible();
  },
};

/** Card (1014): image and text side by side (the mobile width is the Narrow story). */
export const Card: Story = {
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  play: async ({ canvasElement }) => {
    await expect(arranged(canvasElement)).toBe('side');
    await expect(within(canvasElement).getByRole('link', { name: 'See opening hours' })).toHaveAttribute('href', '#hours');
  },
};

/** Overlap (1015): the text box overlaps the image. */
export const Overlap: Story = {
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  args: { layout: 'overlap', image: { src: 'assets/gallery/beach-noon.jpg', alt: 'The beach at noon', dimensions: { width: 640, height: 360 } } },
  play: async ({ canvasElement }) => {
    await expect(arranged(canvasElement)).toBe('side');
  },
};

/** Collage (1016): image and text on an offset panel. */
export const Collage: Story = {
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  args: { layout: 'collage', image: { src: 'assets/gallery/meadow.jpg', alt: 'A meadow in flower', dimensions: { width: 560, height: 560 } } },
  play: async ({ canvasElement }) => {
    await expect(arranged(canvasElement)).toBe('side');
  },
};

/** Stack (1017): the text under the image. */
export const Stack: Story = {
  args: { layout: 'stack' },
  play: async ({ canvasElement }) => {
    await expect(arranged(canvasElement)).toBe('stacked');
  },
};

/** A card in a column under 415 px wide: narrow, so it stacks. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '100%', maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(arranged(canvasElement)).toBe('stacked');
    await expect(canvasElement.querySelector('[data-image-block]')).toHaveAttribute('data-narrow');
  },
};
