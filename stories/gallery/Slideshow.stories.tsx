import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SlideshowGallery } from '../../src/gallery/slideshow/SlideshowGallery';
import { KenBurns } from '../../src/primitives/motion/KenBurns';
import { expectCarouselContract } from '../../a11y-tests/keyboard';
import { visualParameters } from '../../.storybook/visual';
import { contentColumn, inSiteEditor, opensLightboxStory, designArgTypes, designArgs } from './designStories';
import { captionedSlides, mixedSlides, sampleSlides } from './sampleSlides';
import { standInPlayer } from './standInPlayer';

const meta = {
  title: 'Gallery/Slideshow',
  component: SlideshowGallery,
  // the slow zoom of the KenBurnsZoom story
  subcomponents: { KenBurns },
  args: designArgs('slideshow', { imageAspectRatio: 1.5 }),
  argTypes: {
    ...designArgTypes,
    initialIndex: { control: 'number', description: 'The slide shown first' },
    noMotion: { control: 'boolean', description: 'The page flag nomotion=true' },
  },
  decorators: [contentColumn],
} satisfies Meta<typeof SlideshowGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-roledescription="slide"]:not([aria-hidden="true"])')?.getAttribute('aria-label');

export const FirstSlide: Story = {
  play: async ({ canvasElement }) => expect(shown(canvasElement)).toBe('1 of 8'),
};

/** Previous from the first slide loops to the last. */
export const LoopsToTheLast: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Previous slide' }));
    await expect(shown(canvasElement)).toBe('8 of 8');
  },
};

/** Linked thumbnails (square-thumbs): choosing one shows its slide and marks it current. */
export const WithThumbnails: Story = {
  args: designArgs('slideshow', { imageAspectRatio: 1.5, thumbnails: true, 'square-thumbs': true }),
  play: async ({ canvasElement }) => {
    const thumb = within(canvasElement).getByRole('button', { name: 'Show slide 3: Forest path' });
    await userEvent.click(thumb);
    await expect(shown(canvasElement)).toBe('3 of 8');
    await expect(thumb).toHaveAttribute('aria-current', 'true');
  },
};

/** A thumbnail strip as the block sets it: thumbnail-strip-height 48, thumbnail-strip-margin 2, not square. */
export const ThumbnailStrip: Story = {
  args: designArgs('slideshow', { imageAspectRatio: 1.5, thumbnails: true, 'thumbnail-strip-height': 48, 'thumbnail-strip-margin': 2 }),
  play: async ({ canvasElement }) => {
    const thumb = within(canvasElement).getByRole('button', { name: 'Show slide 2: Alpine morning' });
    await expect(thumb.getBoundingClientRect().height).toBe(48);
  },
};

/** auto-crop on: each image fills the stage, cropped about its focal point (without it, each shows whole): the portrait Forest path. */
export const AutoCropFills: Story = {
  args: { ...designArgs('slideshow', { imageAspectRatio: 1.5, 'auto-crop': true }), initialIndex: 2 },
};

/** Autoplay on, paused by the visitor with the rotation control. */
export const AutoplayPaused: Story = {
  args: designArgs('slideshow', { imageAspectRatio: 1.5, autoplay: true }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pause autoplay' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Play autoplay' })).toBeVisible();
  },
};

/** nomotion=true: autoplay is off and there is no rotation control. */
export const NoMotionFlag: Story = {
  args: { ...designArgs('slideshow', { imageAspectRatio: 1.5, autoplay: true }), noMotion: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /autoplay/ })).toBeNull();
  },
};

/** Under reduced motion autoplay is off, the slides change at once, nothing is hidden. */
export const ReducedMotion: Story = {
  args: designArgs('slideshow', { imageAspectRatio: 1.5, autoplay: true }),
  parameters: visualParameters({ modes: ['reduced-motion', 'mobile'] }),
  globals: { reducedMotion: 'reduce' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /autoplay/ })).toBeNull();
  },
};

/** The APG carousel contract, with autoplay: focus inside stops rotation. */
export const KeyboardContract: Story = {
  args: designArgs('slideshow', { imageAspectRatio: 1.5, autoplay: true }),
  play: async ({ canvasElement }) => expectCarouselContract(canvasElement, { next: /^next slide$/i, previous: /^previous slide$/i }),
};

export const OneSlide: Story = { args: { slides: sampleSlides(1) } };

/** No slides, in the site editor: the hint to the owner (visitors see nothing). */
export const Empty: Story = { args: { slides: [] }, decorators: [inSiteEditor] };

/** Autoplay stops while a video shows (the slides stop being announced as rotating) and resumes after. */
export const VideoStopsAutoplay: Story = {
  args: { ...designArgs('slideshow', { imageAspectRatio: 1.5, autoplay: true }), slides: mixedSlides(), initialIndex: 1 },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    const stage = region.querySelector('[aria-live]')!;
    // pointer and focus away, so only the video can hold autoplay
    const leave = async () => {
      await userEvent.unhover(region);
      (document.activeElement as HTMLElement | null)?.blur();
    };
    await expect(stage).toHaveAttribute('aria-live', 'off');
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Play video: Harbour tour' }, { timeout: 5000 }));
    await standInPlayer(canvasElement, 'Harbour tour');
    await leave();
    await expect(stage).toHaveAttribute('aria-live', 'polite');
  },
};

/** With the block's lightbox on, a slide opens the lightbox on itself; Escape closes it and focus returns to the slide. */
export const OpensLightbox: Story = opensLightboxStory('slideshow');

/** meta-position bottom-left: the current slide's title and description over it. */
export const CaptionsBottomLeft: Story = {
  args: { ...designArgs('slideshow', { 'meta-position': 'bottom-left', imageAspectRatio: 1.5 }), slides: captionedSlides(4) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Evening light over the lake, taken from the north shore.')).toBeVisible();
  },
};

/** The Ken Burns effect: the current image zooms slowly to 1.075 (the farm captures it at the start). */
export const KenBurnsZoom: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  args: designArgs('slideshow', { imageAspectRatio: 1.5, autoplay: true, 'autoplay-duration': 6, kenBurns: true }),
  play: async ({ canvasElement }) => {
    const zooming = canvasElement.querySelectorAll('[data-ken-burns]');
    await expect(zooming).toHaveLength(1);
    // (the visual farm stops CSS animations, so only the animation's presence is checked)
    await expect(getComputedStyle(zooming[0]!).animationName).not.toBe('none');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next slide' }));
    await expect(canvasElement.querySelectorAll('[data-ken-burns]')).toHaveLength(1);
  },
};

/** Under reduced motion nothing zooms. */
export const KenBurnsReducedMotion: Story = {
  args: designArgs('slideshow', { imageAspectRatio: 1.5, kenBurns: true }),
  parameters: visualParameters({ modes: ['reduced-motion'] }),
  globals: { reducedMotion: 'reduce' },
  play: async ({ canvasElement }) => expect(canvasElement.querySelector('[data-ken-burns]')).toBeNull(),
};
