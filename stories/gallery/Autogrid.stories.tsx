import type { Meta } from '@storybook/react-vite';
import { AutogridGallery } from '../../src/gallery/layouts/LayoutDesigns';
import { contentColumn, designArgTypes, designArgs, designStories } from './designStories';

const meta = {
  title: 'Gallery/Autogrid',
  component: AutogridGallery,
  args: designArgs('autogrid'),
  argTypes: designArgTypes,
  decorators: [contentColumn],
} satisfies Meta<typeof AutogridGallery>;

export default meta;

const states = designStories();
export const ManySlides = states.ManySlides;
export const OneSlide = states.OneSlide;
export const Empty = states.Empty;
export const BrokenImage = states.BrokenImage;
export const MixedMedia = states.MixedMedia;

/** Cells cropped to 3:2 around each photo's focal point. */
export const LandscapeCells = { args: designArgs('autogrid', { imageAspectRatio: 1.5, gutter: 8 }) };
