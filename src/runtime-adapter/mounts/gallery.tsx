/**
 * Mount chunk: a gallery block's design, in place of its server markup. Its settings and
 * slides are read here (`parseGalleryProps`); settings it refuses throw with its messages,
 * and the mounter logs them with the block.
 */
import type { ComponentType } from 'react';
import type { GallerySettings } from '../../gallery/core/galleryBlockData';
import type { GalleryDesign } from '../../gallery/core/designs';
import type { Slide } from '../../gallery/core/slideAttributes';
import { CarouselGallery } from '../../gallery/carousel/CarouselGallery';
import { SlideshowGallery } from '../../gallery/slideshow/SlideshowGallery';
import { StripGallery } from '../../gallery/strip/StripGallery';
import { AutocolumnsGallery, AutogridGallery, AutorowsGallery, GridGallery, StackedGallery } from '../../gallery/layouts/LayoutDesigns';
import { parseGalleryProps } from '../parse/galleryProps';
import type { MountFunction } from '../mountTypes';
import { propsOrThrow } from './propsOrThrow';
import { replaceBlockContent } from './renderRoot';

type DesignView = ComponentType<{ settings: GallerySettings; slides: Slide[] }>;

const VIEWS: Record<Exclude<GalleryDesign, 'slideshow'>, DesignView> = {
  autocolumns: AutocolumnsGallery,
  autogrid: AutogridGallery,
  autorows: AutorowsGallery,
  grid: GridGallery,
  stacked: StackedGallery,
  carousel: CarouselGallery,
  strip: StripGallery,
};

export const mount: MountFunction<'gallery'> = (element, markup, context) => {
  const { settings, slides } = propsOrThrow(parseGalleryProps(markup.settings, markup.containerClasses, markup.slides, element.getAttribute('id')));
  const view =
    settings.design === 'slideshow' ? (
      <SlideshowGallery settings={settings} slides={slides} noMotion={context.noMotion} />
    ) : (
      (() => {
        const View = VIEWS[settings.design];
        return <View settings={settings} slides={slides} />;
      })()
    );
  return replaceBlockContent(element, view, context, 'runtime-gallery');
};
