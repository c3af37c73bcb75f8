/**
 * Mount chunk: a gallery block's design, or a 7.1 gallery section's (grid, masonry, reel), in
 * place of its server markup, with the gallery's scanner (`scan`, `scanBlock`). Its settings and slides are read here (`parseGalleryProps`);
 * settings it refuses throw with its messages, and the mounter logs them with the block.
 * A gallery with a lightbox keeps its open slide in the address (`itemId` under the page's
 * path, the collection's full url): an address with one opens it on load, Back closes it.
 */
import type { ComponentType } from 'react';
import type { GallerySettings } from '../../gallery/core/galleryBlockData';
import type { GalleryDesign } from '../../gallery/core/designs';
import type { Slide } from '../../gallery/core/slideAttributes';
import { CarouselGallery } from '../../gallery/carousel/CarouselGallery';
import { SlideshowGallery } from '../../gallery/slideshow/SlideshowGallery';
import { StripGallery } from '../../gallery/strip/StripGallery';
import { AutocolumnsGallery, AutogridGallery, AutorowsGallery, GridGallery, MasonryGallery, StackedGallery } from '../../gallery/layouts/LayoutDesigns';
import { parseGalleryProps, type GalleryProps } from '../parse/galleryProps';
import type { MountFunction } from '../mountTypes';
import { browserHistory } from '../../gallery/lightbox/galleryHistory';
import type { LightboxHistoryOptions } from '../../gallery/lightbox/lightboxHistory';
import { valueOrThrow } from './valueOrThrow';
import { replaceBlockContent } from './renderRoot';

/**
 * The gallery's scanner comes with its mount (one dynamic import): its blocks and the 7.1 gallery sections are read here;
 * the runtime reads a block's slides, and a section's items, in slices, the page getting a turn between them (`scanBlockInSlices`).
 */
export { scanGalleryBlock as scanBlock, scanGalleryBlockInSlices as scanBlockInSlices, scanGalleryPage as scan } from '../scan/scanGalleries';

type DesignView = ComponentType<{ settings: GallerySettings; slides: Slide[]; deepLinks: LightboxHistoryOptions }>;

const VIEWS: Record<Exclude<GalleryDesign, 'slideshow'>, DesignView> = {
  autocolumns: AutocolumnsGallery,
  autogrid: AutogridGallery,
  autorows: AutorowsGallery,
  grid: GridGallery,
  stacked: StackedGallery,
  carousel: CarouselGallery,
  strip: StripGallery,
};

/** A reel's height in px: its share of the viewport (80 vh by default), at least 200 px. */
const reelHeight = (share: number | null) => Math.max(200, Math.round((share ?? 0.8) * window.innerHeight));

function galleryView({ settings, slides, section }: GalleryProps, noMotion: boolean) {
  const deepLinks: LightboxHistoryOptions = { history: browserHistory(), collectionUrl: window.location.pathname };
  if (section?.layout === 'masonry') return <MasonryGallery settings={settings} slides={slides} deepLinks={deepLinks} />;
  if (section?.layout === 'reel') return <StripGallery settings={settings} slides={slides} height={reelHeight(section.viewportHeight)} deepLinks={deepLinks} />;
  if (settings.design === 'slideshow') return <SlideshowGallery settings={settings} slides={slides} noMotion={noMotion} deepLinks={deepLinks} />;
  const View = VIEWS[settings.design];
  return <View settings={settings} slides={slides} deepLinks={deepLinks} />;
}

export const mount: MountFunction<'gallery'> = (element, markup, context) => {
  const label = element.getAttribute('id') ?? element.getAttribute('data-section-id');
  const props = valueOrThrow(parseGalleryProps(markup.settings, markup.containerClasses, markup.slides, label, markup.section ?? null));
  return replaceBlockContent(element, galleryView(props, context.noMotion), context, 'runtime-gallery');
};
