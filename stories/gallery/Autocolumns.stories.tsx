import type { Meta } from '@storybook/react-vite';
import { AutocolumnsGallery } from '../../src/gallery/layouts/LayoutDesigns';
import { contentColumn, designArgTypes, designArgs, designStories } from './designStories';
import { captionedSlides } from './sampleSlides';

const meta = {
  title: 'Gallery/Autocolumns',
  component: AutocolumnsGallery,
  args: designArgs('autocolumns'),
  argTypes: designArgTypes,
  decorators: [contentColumn],
} satisfies Meta<typeof AutocolumnsGallery>;

export default meta;

const states = designStories();
export const ManySlides = states.ManySlides;
export const OneSlide = states.OneSlide;
export const Empty = states.Empty;
export const BrokenImage = states.BrokenImage;
export const MixedMedia = states.MixedMedia;

/** Narrow 160 px columns with a 12 px gutter. */
export const NarrowColumns = { args: designArgs('autocolumns', { columnWidth: 160, gutter: 12 }) };

/** meta-position center: titles and descriptions across the middle of each slide. */
export const CaptionsCentered = {
  args: { ...designArgs('autocolumns', { 'meta-position': 'center' }), slides: captionedSlides(4) },
};
