import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ResponsiveImage } from '../../src/primitives/image/ResponsiveImage';
import { ImageLoadQueueProvider } from '../../src/primitives/image/ImageLoadQueue';

const meta = {
  title: 'Primitives/Responsive Image',
  component: ResponsiveImage,
  args: {
    src: 'assets/gallery/forest-path.jpg',
    alt: 'A path through a pine forest',
    dimensions: { width: 427, height: 640 },
    focalPoint: { x: 0.5, y: 0.8 },
    mode: 'fill',
    lazy: true,
  },
  argTypes: {
    src: { control: 'text' },
    alt: { control: 'text' },
    mode: { control: 'inline-radio', options: ['fill', 'fit'] },
    focalPoint: { control: 'object' },
    dimensions: { control: 'object' },
    fillParent: { control: 'boolean' },
    lazy: { control: 'boolean' },
    sizes: { control: 'text' },
    sizeFormat: { control: 'inline-radio', options: ['queryString', 'filename'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement, name: string) => {
  const img = await within(canvasElement).findByRole('img', { name }, { timeout: 5000 });
  await waitFor(() => expect(img.hasAttribute('data-loading')).toBe(false), { timeout: 5000 });
  return img;
};

/** Space reserved from data-image-dimensions: the frame has the image's ratio before it loads. */
export const ReservedSpace: Story = {
  play: async ({ canvasElement }) => {
    const img = await loaded(canvasElement, 'A path through a pine forest');
    const frame = img.parentElement!;
    await expect(frame.style.aspectRatio).toBe('427 / 640');
    await expect(img.getAttribute('srcset')).toContain('?format=300w 300w');
  },
};

/** A portrait photo filling a wide box, cropped around its focal point (low on the path). */
export const FillAroundFocalPoint: Story = {
  args: { fillParent: true },
  decorators: [
    (Story) => (
      <div style={{ width: 280, height: 160 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const img = await loaded(canvasElement, 'A path through a pine forest');
    await expect(img.style.objectFit).toBe('cover');
    await expect(img.style.objectPosition).toBe('50% 80%');
  },
};

/** Fit shows the whole photo inside the box. */
export const FitWholeImage: Story = {
  args: { fillParent: true, mode: 'fit' },
  decorators: [
    (Story) => (
      <div style={{ width: 280, height: 160 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect((await loaded(canvasElement, 'A path through a pine forest')).style.objectFit).toBe('contain');
  },
};

/** The image is missing: a readable box takes its place. */
export const Broken: Story = {
  args: { src: 'assets/gallery/missing-photo.jpg', alt: 'Missing photo', dimensions: { width: 640, height: 427 } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img[data-load-failed]')).not.toBeNull(), { timeout: 5000 });
    await expect(within(canvasElement).getByText('Missing photo')).toBeVisible();
  },
};

/** Four images through a queue of one (as on mobile): they load one after another, and all arrive. */
export const QueueOfOne: Story = {
  render: (args) => (
    <ImageLoadQueueProvider concurrency={1}>
      {['lake-dusk', 'alpine-morning', 'city-night', 'beach-noon'].map((name) => (
        <div key={name} style={{ marginBottom: 8 }}>
          <ResponsiveImage {...args} src={`assets/gallery/${name}.jpg`} alt={name.replace('-', ' ')} dimensions={{ width: 640, height: 427 }} />
        </div>
      ))}
    </ImageLoadQueueProvider>
  ),
  play: async ({ canvasElement }) => {
    for (const name of ['lake dusk', 'alpine morning', 'city night', 'beach noon']) await loaded(canvasElement, name);
  },
};
