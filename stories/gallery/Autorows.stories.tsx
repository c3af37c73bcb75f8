import type { Meta } from '@storybook/react-vite';
import { AutorowsGallery } from '../../src/gallery/layouts/LayoutDesigns';
import { contentColumn, designArgTypes, designArgs, designStories, settingsFor } from './designStories';
import { captionedSlides } from './sampleSlides';

const meta = {
  title: 'Gallery/Autorows',
  component: AutorowsGallery,
  args: designArgs('autorows'),
  argTypes: designArgTypes,
  decorators: [contentColumn],
} satisfies Meta<typeof AutorowsGallery>;

export default meta;

const states = designStories();
export const ManySlides = states.ManySlides;
export const OneSlide = states.OneSlide;
export const Empty = states.Empty;
export const BrokenImage = states.BrokenImage;
export const MixedMedia = states.MixedMedia;

/** Taller 360 px rows. */
export const TallRows = { args: { ...designArgs('autorows'), settings: { ...settingsFor('autorows'), rowHeight: 360 } } };

/** meta-position top-right: titles and descriptions over the top of each slide. */
export const CaptionsTopRight = {
  args: { ...designArgs('autorows', { 'meta-position': 'top-right' }), slides: captionedSlides(4) },
};
