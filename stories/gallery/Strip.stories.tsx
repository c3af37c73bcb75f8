import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StripGallery } from '../../src/gallery/strip/StripGallery';
import { TrackSlides } from '../../src/gallery/controls/TrackSlides';
import { expectCarouselContract } from '../../a11y-tests/keyboard';
import { contentColumn, inSiteEditor, opensLightboxStory, designArgTypes, designArgs, settingsFor } from './designStories';
import { mixedSlides, sampleSlides } from './sampleSlides';
import { standInPlayer } from './standInPlayer';

const meta = {
  title: 'Gallery/Strip',
  component: StripGallery,
  subcomponents: { TrackSlides },
  args: { ...designArgs('strip', { gutter: 8 }), height: 200 },
  argTypes: {
    ...designArgTypes,
    height: { control: 'number', description: 'Strip height in px' },
    boundaries: { control: 'object', description: 'none, hard or inertial per side' },
    initialIndex: { control: 'number', description: 'The slide made current first' },
  },
  decorators: [contentColumn],
} satisfies Meta<typeof StripGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const current = (canvasElement: HTMLElement) => canvasElement.querySelector('[aria-roledescription="slide"][aria-current="true"]')?.getAttribute('aria-label');

/** The first slide, held at the start by the hard boundary. */
export const FirstSlide: Story = {
  play: async ({ canvasElement }) => expect(current(canvasElement)).toBe('1 of 8'),
};

/** A middle slide brought to the middle of the strip. */
export const MiddleAligned: Story = {
  args: { initialIndex: 3 },
  play: async ({ canvasElement }) => expect(current(canvasElement)).toBe('4 of 8'),
};

/** Alignment start: the current slide sits at the left edge. */
export const StartAligned: Story = {
  args: { settings: { ...settingsFor('strip', { gutter: 8 }), alignment: 'start' }, initialIndex: 3 },
};

/** Alignment end: the current slide sits at the right edge. */
export const EndAligned: Story = {
  args: { settings: { ...settingsFor('strip', { gutter: 8 }), alignment: 'end' }, initialIndex: 3 },
};

/** The last slide: the hard boundary keeps the strip's end at the edge, next is disabled. */
export const LastSlide: Story = {
  play: async ({ canvasElement }) => {
    const next = within(canvasElement).getByRole('button', { name: 'Next slide' }) as HTMLButtonElement;
    while (!next.disabled) await userEvent.click(next);
    await expect(current(canvasElement)).toBe('8 of 8');
  },
};

/** The APG carousel contract. */
export const KeyboardContract: Story = {
  play: async ({ canvasElement }) => expectCarouselContract(canvasElement, { next: /^next slide$/i, previous: /^previous slide$/i }),
};

export const OneSlide: Story = { args: { slides: sampleSlides(1) } };

/** No slides, in the site editor: the hint to the owner (visitors see nothing). */
export const Empty: Story = { args: { slides: [] }, decorators: [inSiteEditor] };

/** A video that is not the current slide is inactive: pressing play does nothing until it is current. */
export const InactiveVideo: Story = {
  args: { slides: mixedSlides() },
  play: async ({ canvasElement }) => {
    const play = await within(canvasElement).findByRole('button', { name: 'Play video: Harbour tour' }, { timeout: 5000 });
    await expect(play).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(play);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** The video as the current slide: it plays in the strip. */
export const CurrentVideo: Story = {
  args: { slides: mixedSlides(), initialIndex: 1 },
  play: async ({ canvasElement }) => {
    const play = await within(canvasElement).findByRole('button', { name: 'Play video: Harbour tour' }, { timeout: 5000 });
    await expect(play).not.toHaveAttribute('aria-disabled');
    await userEvent.click(play);
    await standInPlayer(canvasElement, 'Harbour tour');
  },
};

/** With the block's lightbox on, a slide opens the lightbox on itself; Escape closes it and focus returns to the slide. */
export const OpensLightbox: Story = opensLightboxStory('strip');
