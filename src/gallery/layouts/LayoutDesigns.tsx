/**
 * The five designs that place slides by layout maths alone: each is the shared
 * PositionedGallery with its design's layout function.
 */
import { lightboxOf, type GallerySettings } from '../core/galleryBlockData';
import { shownSlides, slideLayoutItem, type Slide } from '../core/slideAttributes';
import { autocolumnsLayout, autogridLayout, cellWidth } from '../layout/columns.math';
import { autorowsLayout } from '../layout/rows.math';
import { gridLayout } from '../layout/grid.math';
import { stackedLayout } from '../layout/stacked.math';
import type { Layout, LayoutItem } from '../layout/layoutTypes';
import type { LightboxHistoryOptions } from '../lightbox/lightboxHistory';
import { PositionedGallery, type PositionedGalleryProps } from './PositionedGallery';

export interface LayoutDesignProps {
  settings: GallerySettings;
  slides: Slide[];
  label?: string;
  /** Lightbox deep links (itemId in the address); none by default. */
  deepLinks?: LightboxHistoryOptions | null;
}

/** A design's layout for the block's settings and its shown slides, as a function of the container width. */
type DesignLayout = (settings: GallerySettings, items: LayoutItem[]) => (containerWidth: number) => Layout;

const itemsOf = (slides: Slide[]): LayoutItem[] => shownSlides(slides).map(slideLayoutItem);

function layoutDesign(displayName: string, layoutFor: DesignLayout, imageMode: PositionedGalleryProps['imageMode'] = 'fill') {
  function LayoutDesign({ settings, slides, label = 'Gallery', deepLinks = null }: LayoutDesignProps) {
    return (
      <PositionedGallery
        slides={slides}
        label={label}
        lightbox={lightboxOf(settings)}
        meta={settings.metaPosition}
        deepLinks={deepLinks}
        // the design's click behaviour (stacked: next) where the block has no lightbox
        clickNext={settings.clickBehaviour === 'next'}
        imageMode={imageMode}
        layout={layoutFor(settings, itemsOf(slides))}
      />
    );
  }
  LayoutDesign.displayName = displayName;
  return LayoutDesign;
}

export const AutocolumnsGallery = layoutDesign(
  'AutocolumnsGallery',
  (settings, items) => (containerWidth) =>
    autocolumnsLayout(items, { containerWidth, columnWidth: settings.columnWidth, gutter: settings.gutter, behaviour: settings.columnBehaviour }),
);

/**
 * Masonry in a fixed number of columns (the 7.1 gallery section's `numColumns`, as `slidesPerRow`):
 * the autocolumns layout with the column width that makes exactly that many columns.
 */
export const MasonryGallery = layoutDesign('MasonryGallery', (settings, items) => (containerWidth) => {
  const columns = Math.max(1, settings.slidesPerRow);
  // a hair under the exact width, so rounding the count down never loses a column
  const columnWidth = Math.max(1, cellWidth(containerWidth, columns, settings.gutter) - 0.01);
  return autocolumnsLayout(items, { containerWidth, columnWidth, gutter: settings.gutter, behaviour: 'min' });
});

export const AutogridGallery = layoutDesign(
  'AutogridGallery',
  (settings, items) => (containerWidth) =>
    autogridLayout(items.length, {
      containerWidth,
      columnWidth: settings.columnWidth,
      gutter: settings.gutter,
      behaviour: settings.columnBehaviour,
      aspectRatio: settings.aspectRatio,
    }),
);

export const AutorowsGallery = layoutDesign(
  'AutorowsGallery',
  (settings, items) => (containerWidth) => autorowsLayout(items, { containerWidth, rowHeight: settings.rowHeight, gutter: settings.gutter }),
);

export const GridGallery = layoutDesign(
  'GridGallery',
  (settings, items) => (containerWidth) =>
    gridLayout(items.length, { containerWidth, slidesPerRow: settings.slidesPerRow, padding: settings.padding, aspectRatio: settings.aspectRatio }),
);

export const StackedGallery = layoutDesign(
  'StackedGallery',
  (settings, items) => (containerWidth) => stackedLayout(items, { containerWidth, gutter: settings.gutter }),
  'fit',
);
