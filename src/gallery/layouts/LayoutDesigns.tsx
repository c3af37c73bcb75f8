/**
 * The five designs that place slides by layout maths alone: each is the shared
 * PositionedGallery with its design's layout function.
 */
import type { GallerySettings } from '../core/galleryBlockData';
import type { Slide } from '../core/slideAttributes';
import { autocolumnsLayout, autogridLayout } from '../layout/columns.math';
import { autorowsLayout } from '../layout/rows.math';
import { gridLayout } from '../layout/grid.math';
import { stackedLayout } from '../layout/stacked.math';
import { aspectOf } from '../layout/layoutTypes';
import { GALLERY_CONSTANTS } from '../core/designs';
import { PositionedGallery } from './PositionedGallery';

export interface LayoutDesignProps {
  settings: GallerySettings;
  slides: Slide[];
  label?: string;
}

const lightboxOf = (settings: GallerySettings) => (settings.lightbox ? { theme: settings.lightboxTheme } : null);

const aspects = (slides: Slide[]) =>
  slides.filter((s) => s.src).map((s) => ({ aspect: aspectOf(s.dimensions, s.type === 'video' ? GALLERY_CONSTANTS.videoThumbnailFallbackRatio : 1) }));

export function AutocolumnsGallery({ settings, slides, label = 'Gallery' }: LayoutDesignProps) {
  const items = aspects(slides);
  return (
    <PositionedGallery
      slides={slides}
      label={label}
      lightbox={lightboxOf(settings)}
      layout={(containerWidth) => autocolumnsLayout(items, { containerWidth, columnWidth: settings.columnWidth, gutter: settings.gutter, behaviour: settings.columnBehaviour })}
    />
  );
}

export function AutogridGallery({ settings, slides, label = 'Gallery' }: LayoutDesignProps) {
  const count = aspects(slides).length;
  return (
    <PositionedGallery
      slides={slides}
      label={label}
      lightbox={lightboxOf(settings)}
      layout={(containerWidth) =>
        autogridLayout(count, { containerWidth, columnWidth: settings.columnWidth, gutter: settings.gutter, behaviour: settings.columnBehaviour, aspectRatio: settings.aspectRatio })
      }
    />
  );
}

export function AutorowsGallery({ settings, slides, label = 'Gallery' }: LayoutDesignProps) {
  const items = aspects(slides);
  return (
    <PositionedGallery
      slides={slides}
      label={label}
      lightbox={lightboxOf(settings)}
      layout={(containerWidth) => autorowsLayout(items, { containerWidth, rowHeight: settings.rowHeight, gutter: settings.gutter })}
    />
  );
}

export function GridGallery({ settings, slides, label = 'Gallery' }: LayoutDesignProps) {
  const count = aspects(slides).length;
  return (
    <PositionedGallery
      slides={slides}
      label={label}
      lightbox={lightboxOf(settings)}
      layout={(containerWidth) => gridLayout(count, { containerWidth, slidesPerRow: settings.slidesPerRow, padding: settings.padding, aspectRatio: settings.aspectRatio })}
    />
  );
}

export function StackedGallery({ settings, slides, label = 'Gallery' }: LayoutDesignProps) {
  const items = aspects(slides);
  return (
    <PositionedGallery
      slides={slides}
      label={label}
      lightbox={lightboxOf(settings)}
      imageMode="fit"
      layout={(containerWidth) => stackedLayout(items, { containerWidth, gutter: settings.gutter })}
    />
  );
}
