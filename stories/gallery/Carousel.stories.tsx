import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { CarouselGallery } from '../../src/gallery/carousel/CarouselGallery';
import { TrackSlides } from '../../src/gallery/controls/TrackSlides';
import { expectCarouselContract } from '../../a11y-tests/keyboard';
import { contentColumn, inSiteEditor, opensLightboxStory, designArgTypes, designArgs } from './designStories';
import { captionedSlides, mixedSlides, sampleSlides } from './sampleSlides';

const meta = {
  title: 'Gallery/Carousel',
  component: CarouselGallery,
  subcomponents: { TrackSlides },
  args: designArgs('carousel'),
  argTypes: { ...designArgTypes, initialGroup: { control: 'number', description: 'The group shown first' } },
  decorators: [contentColumn],
} satisfies Meta<typeof CarouselGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const controls = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return { previous: canvas.getByRole('button', { name: 'Previous slides' }), next: canvas.getByRole('button', { name: 'Next slides' }) };
};

const shownLabels = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[aria-roledescription="slide"]:not([aria-hidden="true"])')].map((s) => s.getAttribute('aria-label'));

/** The first group: previous is disabled. */
export const FirstGroup: Story = {
  play: async ({ canvasElement }) => {
    await expect(controls(canvasElement).previous).toBeDisabled();
    await expect(shownLabels(canvasElement)[0]).toBe('1 of 8');
  },
};

/** One step on: both controls work. */
export const MiddleGroup: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(controls(canvasElement).next);
    await expect(controls(canvasElement).previous).toBeEnabled();
    await expect(controls(canvasElement).next).toBeEnabled();
  },
};

/** The last group (8 slides in groups of 3 on desktop): next is disabled. */
export const LastGroup: Story = {
  play: async ({ canvasElement }) => {
    const next = controls(canvasElement).next as HTMLButtonElement;
    while (!next.disabled) await userEvent.click(next);
    await expect(shownLabels(canvasElement)).toContain('8 of 8');
  },
};

/** All slides fit: no controls. */
export const AllFit: Story = {
  args: { slides: sampleSlides(2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Next slides' })).toBeNull();
  },
};

/** Arrow keys 37 and 39 on the carousel move between groups. */
export const ArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Travel photos' });
    region.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(shownLabels(canvasElement)).not.toContain('1 of 8');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(shownLabels(canvasElement)).toContain('1 of 8');
  },
};

/** A swipe to the left (past half the width) moves to the next group. */
export const SwipeToNextGroup: Story = {
  play: async ({ canvasElement }) => {
    const track = canvasElement.querySelector<HTMLElement>('[aria-roledescription="slide"]')!.parentElement!;
    const { left, width, top } = track.parentElement!.getBoundingClientRect();
    await expect(shownLabels(canvasElement)).toContain('1 of 8');
    fireEvent.pointerDown(track, { clientX: left + width - 10, clientY: top + 20, button: 0, pointerType: 'touch' });
    fireEvent.pointerUp(track, { clientX: left + 10, clientY: top + 20, button: 0, pointerType: 'touch' });
    await waitFor(() => expect(shownLabels(canvasElement)).not.toContain('1 of 8'));
    await expect(controls(canvasElement).previous).toBeEnabled();
  },
};

/** The APG carousel contract: names, roles, and keyboard-operable controls. */
export const KeyboardContract: Story = {
  play: async ({ canvasElement }) => expectCarouselContract(canvasElement),
};

/** No slides, in the site editor: the hint to the owner (visitors see nothing). */
export const Empty: Story = { args: { slides: [] }, decorators: [inSiteEditor] };

/** Images and videos: each video keeps its poster and play control in its cell. */
export const MixedMedia: Story = {
  args: { slides: mixedSlides() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Play video: Harbour tour' }, { timeout: 5000 })).toBeVisible();
  },
};

/** With the block's lightbox on, a slide opens the lightbox on itself; Escape closes it and focus returns to the slide. */
export const OpensLightbox: Story = opensLightboxStory('carousel');

/** meta-position bottom: each slide's title and description over its foot. */
export const CaptionsBottom: Story = {
  args: { ...designArgs('carousel', { 'meta-position': 'bottom' }), slides: captionedSlides(4) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Evening light over the lake, taken from the north shore.')).toBeVisible();
  },
};
