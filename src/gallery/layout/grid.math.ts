/**
 * Grid (4 per row, padding 20) and carousel (3 per row, gutter 1 % of the width)
 * layouts. Pure.
 */
import { responsiveSlidesPerRow } from '../../primitives/carousel/carousel.math';
import { evenGrid } from './columns.math';
import type { Layout, Rect } from './layoutTypes';

export function gridLayout(
  count: number,
  { containerWidth, slidesPerRow, padding, aspectRatio }: { containerWidth: number; slidesPerRow: number; padding: number; aspectRatio: number | 'auto' },
): Layout {
  return evenGrid(count, Math.max(1, slidesPerRow), containerWidth, padding, aspectRatio);
}

export interface CarouselLayout extends Layout {
  perRow: number;
  gutterPx: number;
  /** Offset of the track (px, negative moves left) that shows each group. */
  groupOffsets: number[];
}

export function carouselLayout(
  count: number,
  {
    containerWidth,
    slidesPerRow,
    gutterPercent,
    aspectRatio,
  }: { containerWidth: number; slidesPerRow: number; gutterPercent: number; aspectRatio: number | 'auto' },
): CarouselLayout {
  const perRow = responsiveSlidesPerRow(slidesPerRow, containerWidth);
  const gutterPx = (containerWidth * gutterPercent) / 100;
  const width = (containerWidth - gutterPx * (perRow - 1)) / perRow;
  const height = width / (aspectRatio === 'auto' ? 1 : aspectRatio);
  const rects: Rect[] = Array.from({ length: count }, (_, i) => ({ x: i * (width + gutterPx), y: 0, width, height }));
  const groups = Math.ceil(count / perRow);
  const groupOffsets = Array.from({ length: groups }, (_, g) => -g * perRow * (width + gutterPx));
  return { rects, height: count === 0 ? 0 : height, perRow, gutterPx, groupOffsets };
}
