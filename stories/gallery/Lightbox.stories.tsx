import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GridGallery } from '../../src/gallery/layouts/LayoutDesigns';
import { parseSlide } from '../../src/gallery/core/slideAttributes';
import { expectDialogContract } from '../../a11y-tests/keyboard';
import { visualParameters } from '../../.storybook/visual';
import { contentColumn, designArgTypes, designArgs } from './designStories';
import { sampleSlides } from './sampleSlides';

/**
 * The lightbox, opened from a grid gallery (lightbox on by default for grids).
 * GalleryLightbox loads its code only when it first opens; it renders through Portal
 * at the end of the page, so these stories capture the viewport.
 */
const meta = {
  title: 'Gallery/Lightbox',
  component: GridGallery,
  args: designArgs('grid', { lightboxTheme: 'dark' }),
  argTypes: designArgTypes,
  decorators: [contentColumn],
} satisfies Meta<typeof GridGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function openFirst(canvasElement: HTMLElement, name = 'Lake at dusk') {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Open ${name} in the lightbox` }));
  const dialog = await body().findByRole('dialog', {}, { timeout: 5000 });
  await waitFor(() => expect(dialog.querySelector('[data-loading]')).toBeNull(), { timeout: 5000 });
  return dialog;
}

const captioned = (description: string) =>
  sampleSlides(4).map((slide, i) =>
    parseSlide({
      'data-slide-id': slide.id ?? undefined,
      'data-title': slide.title ?? undefined,
      'data-description': i === 0 ? description : undefined,
      'data-image-dimensions': slide.dimensions ? `${slide.dimensions.width}x${slide.dimensions.height}` : undefined,
      'data-src': slide.src ?? undefined,
    }),
  );

export const OpenDark: Story = {
  parameters: visualParameters({ viewport: true }),
  play: async ({ canvasElement }) => {
    const dialog = await openFirst(canvasElement);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(within(dialog).getByRole('heading', { name: 'Travel photos' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

export const OpenLight: Story = {
  args: designArgs('grid', { lightboxTheme: 'light' }),
  parameters: visualParameters({ viewport: true }),
  play: async ({ canvasElement }) => {
    await openFirst(canvasElement);
  },
};

/** Arrow keys step through the images. */
export const NextImage: Story = {
  parameters: visualParameters({ viewport: true }),
  play: async ({ canvasElement }) => {
    const dialog = await openFirst(canvasElement);
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByText('2 of 8')).toBeVisible();
  },
};

export const WithCaption: Story = {
  args: { slides: captioned('Evening light over the lake, taken from the north shore.') },
  parameters: visualParameters({ viewport: true }),
  play: async ({ canvasElement }) => {
    const dialog = await openFirst(canvasElement);
    await expect(within(dialog).getByText('Evening light over the lake, taken from the north shore.')).toBeVisible();
  },
};

/** A caption taller than 90 % of the lightbox is capped at 40 % and scrolls. */
export const LongCaption: Story = {
  args: { slides: captioned(Array.from({ length: 400 }, (_, i) => `Line ${i + 1} of a very long description.`).join(' ')) },
  parameters: visualParameters({ viewport: true }),
  play: async ({ canvasElement }) => {
    const dialog = await openFirst(canvasElement);
    const caption = within(dialog).getByText(/Line 1 of a very long description/).parentElement!;
    await waitFor(() => expect(caption.style.maxHeight).not.toBe(''));
  },
};

/** The APG modal dialog contract: focus in, Tab held inside, Escape closes, focus back on the image. */
export const KeyboardContract: Story = {
  play: async ({ canvasElement }) => {
    await expectDialogContract(within(canvasElement).getByRole('button', { name: 'Open Lake at dusk in the lightbox' }));
  },
};
