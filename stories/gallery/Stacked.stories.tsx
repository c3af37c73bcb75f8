import type { Meta } from '@storybook/react-vite';
import { StackedGallery } from '../../src/gallery/layouts/LayoutDesigns';
import { contentColumn, designArgTypes, designArgs, designStories } from './designStories';

const meta = {
  title: 'Gallery/Stacked',
  component: StackedGallery,
  args: designArgs('stacked', {}, 4),
  argTypes: designArgTypes,
  decorators: [contentColumn],
} satisfies Meta<typeof StackedGallery>;

export default meta;

const states = designStories(4);
export const ManySlides = states.ManySlides;
export const OneSlide = states.OneSlide;
export const Empty = states.Empty;
export const BrokenImage = states.BrokenImage;
export const MixedMedia = states.MixedMedia;
