import type { Meta } from '@storybook/react-vite';
import { GridGallery } from '../../src/gallery/layouts/LayoutDesigns';
import { SlideAction } from '../../src/gallery/controls/SlideAction';
import { SlideMedia } from '../../src/gallery/controls/SlideMedia';
import { SlideMeta } from '../../src/gallery/controls/SlideMeta';
import { contentColumn, designArgTypes, designArgs, designStories } from './designStories';
import { captionedSlides, sampleSlides } from './sampleSlides';
import { expect, within } from 'storybook/test';
import { visualParameters } from '../../.storybook/visual';

const meta = {
  title: 'Gallery/Grid',
  component: GridGallery,
  // what fills a slide, what a click on it does and its caption, in every design
  subcomponents: { SlideMedia, SlideAction, SlideMeta },
  args: designArgs('grid'),
  argTypes: designArgTypes,
  decorators: [contentColumn],
} satisfies Meta<typeof GridGallery>;

export default meta;

const states = designStories();
export const ManySlides = states.ManySlides;
export const OneSlide = states.OneSlide;
/** No slides, in the site editor: EmptyGallery's hint. */
export const Empty = states.Empty;
/** No slides on the published site: the block renders nothing at all. */
export const EmptyForVisitors = {
  args: { slides: [] },
  parameters: visualParameters({ disable: 'Renders nothing by design, so there is nothing to capture; the play function checks it' }),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(canvasElement.textContent).toBe('');
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
export const BrokenImage = states.BrokenImage;
export const MixedMedia = states.MixedMedia;

/** Three per row with 16:9 cells and no padding. */
export const ThreePerRowWide = { args: designArgs('grid', { slidesPerRow: 3, padding: 0, imageAspectRatio: 16 / 9 }) };

/** 250 slides, the size the gallery is measured at (`npm run bench:gallery`). */
export const TwoHundredFiftySlides = {
  args: { ...designArgs('grid'), slides: sampleSlides(250) },
  parameters: visualParameters({ disable: 'Performance fixture for npm run bench:gallery; the other stories show the grid' }),
};

/** meta-position bottom-left: each slide's title and description over its foot, long ones cut to two lines. */
export const CaptionsBottomLeft = {
  args: { ...designArgs('grid', { slidesPerRow: 2, 'meta-position': 'bottom-left' }), slides: captionedSlides(4) },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Travel photos' });
    await expect(within(list).getByText('First light on the ridge & the valley below.')).toBeVisible();
    await expect(within(list).getByText('Evening light over the lake, taken from the north shore.').parentElement).toHaveStyle({ textAlign: 'left' });
  },
};
