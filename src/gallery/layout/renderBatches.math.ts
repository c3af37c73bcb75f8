/**
 * Which slides of a positioned gallery render, and when: a gallery of more than a batch
 * renders in full only the slides near the viewport (`slidesMeeting` a band around it), more
 * as the visitor scrolls; when its slides show text, every other slide gets a light cell that
 * holds that text (find in page and the enhance-never-erase check see it all), a batch at a
 * time, nearest first, each batch its own task, so no task grows with the gallery.
 * Pure: the view gives the rects of its layout and the band of the stage the viewport shows.
 */
import type { Rect } from './layoutTypes';

/** A vertical band of the stage, px from its top. */
export interface Band {
  top: number;
  bottom: number;
}

/** A gallery of at most this many slides renders whole at once; a larger one renders the slides near the viewport in full. */
export const RENDER_BATCH_SIZE = 200;

/** Light cells (a slide's text without its image and controls) per pass. */
export const HELD_BATCH_SIZE = 1000;

/**
 * The band of the stage to render in full: what the viewport shows of it (the stage's top is
 * `stageTop` px below the viewport's), and `margin` px more on each side.
 */
export function viewportBand(stageTop: number, viewportHeight: number, margin: number): Band {
  return { top: -stageTop - margin, bottom: -stageTop + viewportHeight + margin };
}

/** The slides whose boxes meet the band (touching is not meeting), in the page's order. */
export function slidesMeeting(rects: readonly Rect[], band: Band): number[] {
  const indices: number[] = [];
  rects.forEach((rect, index) => {
    if (rect.y < band.bottom && rect.y + rect.height > band.top) indices.push(index);
  });
  return indices;
}

/** How far a slide's box is from the band, px; 0 when it meets it, and 0.5 at least when it only touches it or lies beyond. */
function distanceFrom(rect: Rect, band: Band): number {
  if (rect.y + rect.height <= band.top) return Math.max(0.5, band.top - (rect.y + rect.height));
  if (rect.y >= band.bottom) return Math.max(0.5, rect.y - band.bottom);
  return 0;
}

/**
 * The passes as lists of slide indices: the first holds every slide whose box meets the band
 * (at least `batchSize` slides, the nearest, when the band meets fewer), each later one the next
 * `batchSize` nearest to the band; together every index once.
 */
export function renderBatches(rects: readonly Rect[], band: Band, batchSize = RENDER_BATCH_SIZE): number[][] {
  const size = Math.max(1, Math.floor(batchSize));
  const order = rects.map((rect, index) => ({ index, distance: distanceFrom(rect, band) }));
  // nearest first; the page's order among slides as far
  order.sort((a, b) => a.distance - b.distance || a.index - b.index);
  const inBand = order.findIndex((entry) => entry.distance > 0);
  const first = Math.max(inBand === -1 ? order.length : inBand, Math.min(size, order.length));
  const batches: number[][] = [order.slice(0, first).map((entry) => entry.index)];
  for (let start = first; start < order.length; start += size) batches.push(order.slice(start, start + size).map((entry) => entry.index));
  return batches.filter((batch) => batch.length > 0);
}
