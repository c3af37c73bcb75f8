import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { GridGallery, type LayoutDesignProps } from '../../src/gallery/layouts/LayoutDesigns';
import { LightboxImage, LightboxImageStyles } from '../../src/gallery/lightbox/LightboxImage';
import { LightboxStyles } from '../../src/gallery/lightbox/Lightbox';
import { memoryHistory, type MemoryHistory } from '../../src/gallery/lightbox/galleryHistory';
import { parseSlide } from '../../src/gallery/core/slideAttributes';
import { expectDialogContract } from '../../a11y-tests/keyboard';
import { visualParameters } from '../../.storybook/visual';
import { contentColumn, designArgTypes, designArgs } from './designStories';
import { mixedSlides, sampleSlides } from './sampleSlides';
import { standInPlayer } from './standInPlayer';

/**
 * The lightbox, opened from a grid gallery (lightbox on by default for grids).
 * GalleryLightbox loads its code only when it first opens; it renders through Portal
 * at the end of the page, so these stories capture the viewport.
 */
const meta = {
  title: 'Gallery/Lightbox',
  component: GridGallery,
  // the image the lightbox shows: the rendition the gallery already loaded at once, the full image over it in the same box
  subcomponents: { LightboxImage, LightboxImageStyles, LightboxStyles },
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

/** Swiping the image to the left shows the next one (a drag past half the width). */
export const SwipeToNext: Story = {
  parameters: visualParameters({ viewport: true }),
  play: async ({ canvasElement }) => {
    const dialog = await openFirst(canvasElement);
    const image = within(dialog).getByRole('img', { name: 'Lake at dusk' });
    const { left, width, top } = image.getBoundingClientRect();
    fireEvent.pointerDown(image, { clientX: left + width - 10, clientY: top + 20, button: 0, pointerType: 'touch' });
    fireEvent.pointerUp(image, { clientX: left - width, clientY: top + 20, button: 0, pointerType: 'touch' });
    await expect(await within(dialog).findByText('2 of 8')).toBeVisible();
    await waitFor(() => expect(dialog.querySelector('[data-loading]')).toBeNull(), { timeout: 5000 });
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

/**
 * Deep-link stories keep the address in memory (the Storybook frame's own address
 * must not change) and show it above the gallery, as the browser's address bar would.
 */
let storyHistory: MemoryHistory = memoryHistory();

function WithAddress({ address, ...props }: LayoutDesignProps & { address: string }) {
  const [history] = useState(() => (storyHistory = memoryHistory(address)));
  const [shown, setShown] = useState(address);
  useEffect(() => history.onChange(() => setShown(history.entries()[history.index()]!)), [history]);
  return (
    <>
      <p style={{ margin: '0 0 8px' }}>
        Address: <code data-address="">{shown}</code>
      </p>
      <GridGallery {...props} deepLinks={{ history, collectionUrl: '/travel' }} />
    </>
  );
}

const address = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-address]')?.textContent;

/** An itemId in the address opens the lightbox on that slide when the page loads. */
export const AddressOpensSlide: Story = {
  render: (args) => <WithAddress {...args} address="/travel?itemId=photo-3" />,
  parameters: visualParameters({ viewport: true }),
  play: async () => {
    const dialog = await body().findByRole('dialog', {}, { timeout: 5000 });
    await expect(within(dialog).getByText('3 of 8')).toBeVisible();
    await waitFor(() => expect(dialog.querySelector('[data-loading]')).toBeNull(), { timeout: 5000 });
  },
};

/** Stepping through slides replaces one history entry; Back closes the lightbox and focus returns to the image. */
export const BackClosesLightbox: Story = {
  render: (args) => <WithAddress {...args} address="/travel" />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open Lake at dusk in the lightbox' });
    const dialog = await openFirst(canvasElement);
    await expect(address(canvasElement)).toBe('/travel?itemId=photo-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await waitFor(() => expect(address(canvasElement)).toBe('/travel?itemId=photo-3'));
    await expect(storyHistory.entries()).toEqual(['/travel', '/travel?itemId=photo-3']);
    storyHistory.back();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(address(canvasElement)).toBe('/travel');
    await expect(opener).toHaveFocus();
  },
};

/** A video among the images: stepping to it shows its poster and play control; playing it loads the player in the lightbox. */
export const VideoSlidePlaying: Story = {
  args: { slides: mixedSlides() },
  parameters: visualParameters({ viewport: true }),
  play: async ({ canvasElement }) => {
    const dialog = await openFirst(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await expect(await within(dialog).findByText('2 of 7')).toBeVisible();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Play video: Harbour tour' }, { timeout: 5000 }));
    await standInPlayer(dialog, 'Harbour tour');
  },
};
