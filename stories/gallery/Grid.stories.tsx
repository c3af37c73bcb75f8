import type { Meta } from '@storybook/react-vite';
import { GridGallery } from '../../src/gallery/layouts/LayoutDesigns';
import { contentColumn, designArgTypes, designArgs, designStories } from './designStories';
import { sampleSlides } from './sampleSlides';
import { visualParameters } from '../../.storybook/visual';

const meta = {
  title: 'Gallery/Grid',
  component: GridGallery,
  args: designArgs('grid'),
  argTypes: designArgTypes,
  decorators: [contentColumn],
} satisfies Meta<typeof GridGallery>;

export default meta;

const states = designStories();
export const ManySlides = states.ManySlides;
export const OneSlide = states.OneSlide;
/** No slides: EmptyGallery's message. */
export const Empty = states.Empty;
export const BrokenImage = states.BrokenImage;
export const MixedMedia = states.MixedMedia;

/** Three per row with 16:9 cells and no padding. */
export const ThreePerRowWide = { args: designArgs('grid', { slidesPerRow: 3, padding: 0, imageAspectRatio: 16 / 9 }) };

/** 250 slides, the size the gallery is measured at (`npm run bench:gallery`). */
export const TwoHundredFiftySlides = {
  args: { ...designArgs('grid'), slides: sampleSlides(250) },
  parameters: visualParameters({ disable: 'Performance fixture for npm run bench:gallery; the other stories show the grid' }),
};
