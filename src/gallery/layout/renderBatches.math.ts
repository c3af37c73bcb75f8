/**
 * Which slides of a positioned gallery render in which pass: a gallery of thousands draws the
 * slides near the viewport first, then the rest a batch at a time, nearest first, each batch
 * its own task, so no task grows with the gallery and every slide is there in the end (in
 * the page's order: tab order, find in page and the enhance-never-erase check see them all).
 * Pure: the view gives the rects of its layout and the band of the stage the viewport shows.
 */
import type { Rect } from './layoutTypes';

/** A vertical band of the stage, px from its top. */
export interface Band {
  top: number;
  bottom: number;
}

/** Slides per later pass: a few hundred keep a pass well under a long task (50 ms) on a desktop. */
export const RENDER_BATCH_SIZE = 200;

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
