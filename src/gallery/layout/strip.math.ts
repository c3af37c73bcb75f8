/**
 * Strip layout (spec: speed 0.5, alignment start / middle / end, boundaries none,
 * hard or inertial per side, snap points as percentages or none). Slides sit in one
 * row at the strip's height; the track offset brings the active slide to the
 * alignment point. Pure.
 */
import type { StripAlignment } from '../core/designs';
import type { LayoutItem, Rect } from './layoutTypes';

export const STRIP_ALIGNMENTS = ['start', 'middle', 'end'] as const;
export const STRIP_BOUNDARIES = ['none', 'hard', 'inertial'] as const;
export type StripBoundary = (typeof STRIP_BOUNDARIES)[number];

export interface StripOptions {
  containerWidth: number;
  height: number;
  gutter: number;
  alignment: StripAlignment;
  boundaries: { start: StripBoundary; end: StripBoundary };
}

export class StripOptionError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = 'StripOptionError';
  }
}

/**
 * Checks the strip options the spec constrains; throws StripOptionError naming the bad one.
 * @internal kept for tests: no page reads strip options yet (issue 15, galleries: wire it or remove it)
 */
export function validateStripOptions(o: { alignment: unknown; boundaries: { start: unknown; end: unknown }; snapPoints?: unknown }): void {
  if (!(STRIP_ALIGNMENTS as readonly unknown[]).includes(o.alignment)) {
    throw new StripOptionError(`Strip alignment must be start, middle or end, not ${String(o.alignment)}`);
  }
  for (const side of ['start', 'end'] as const) {
    if (!(STRIP_BOUNDARIES as readonly unknown[]).includes(o.boundaries[side])) {
      throw new StripOptionError(`Strip ${side} boundary must be none, hard or inertial, not ${String(o.boundaries[side])}`);
    }
  }
  if (o.snapPoints !== undefined) parseSnapPoints(o.snapPoints);
}

/** Snap points: 'none', or a list of percentages such as ['0%', '50%']; anything else throws. */
export function parseSnapPoints(value: unknown): number[] | null {
  if (value === 'none') return null;
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : null;
  if (!list || list.length === 0) throw new StripOptionError('Snap points must end in a percent sign or say none');
  return list.map((p) => {
    const match = typeof p === 'string' ? /^(-?\d+(?:\.\d+)?)%$/.exec(p.trim()) : null;
    if (!match) throw new StripOptionError(`Snap point ${String(p)} must end in a percent sign or say none`);
    return Number(match[1]) / 100;
  });
}

export interface StripLayout {
  rects: Rect[];
  trackWidth: number;
}

export function stripLayout(items: LayoutItem[], { height, gutter }: Pick<StripOptions, 'height' | 'gutter'>): StripLayout {
  let x = 0;
  const rects = items.map((item) => {
    const rect = { x, y: 0, width: item.aspect * height, height };
    x += rect.width + gutter;
    return rect;
  });
  return { rects, trackWidth: items.length === 0 ? 0 : x - gutter };
}

/**
 * The track offset (px, negative moves the track left) that places slide `index` at
 * the alignment point. With a hard boundary the track never shows empty space past
 * that side; with none or inertial the aligned position is returned as is (inertial
 * boundaries only resist while dragging: see `dragOffset`).
 */
export function stripOffset(layout: StripLayout, index: number, o: StripOptions): number {
  const rect = layout.rects[index];
  if (!rect) return 0;
  const anchor = o.alignment === 'start' ? 0 : o.alignment === 'middle' ? o.containerWidth / 2 - rect.width / 2 : o.containerWidth - rect.width;
  let offset = anchor - rect.x;
  const minOffset = Math.min(0, o.containerWidth - layout.trackWidth);
  if (o.boundaries.start === 'hard') offset = Math.min(offset, 0);
  if (o.boundaries.end === 'hard') offset = Math.max(offset, minOffset);
  if (layout.trackWidth <= o.containerWidth && o.boundaries.start === 'hard' && o.boundaries.end === 'hard') offset = 0;
  return offset;
}

/**
 * Whether slide `index` shows, even in part, in a container this wide with the track
 * at `offset`. Slides wholly outside are hidden from assistive technology and inert.
 */
export function inStripWindow(layout: StripLayout, index: number, offset: number, containerWidth: number): boolean {
  const rect = layout.rects[index];
  if (!rect) return false;
  return rect.x + offset < containerWidth && rect.x + rect.width + offset > 0;
}

/**
 * Where the track sits while dragged past a boundary: free with none, stopped with
 * hard, and with inertial moving at a third of the pointer's speed past the edge.
 * @internal kept for tests: the strip is not dragged on a page yet (issue 15, galleries: wire it or remove it)
 */
export function dragOffset(proposed: number, layout: StripLayout, o: StripOptions): number {
  const max = 0;
  const min = Math.min(0, o.containerWidth - layout.trackWidth);
  const resist = (over: number, boundary: StripBoundary) => (boundary === 'hard' ? 0 : boundary === 'inertial' ? over / 3 : over);
  if (proposed > max) return max + resist(proposed - max, o.boundaries.start);
  if (proposed < min) return min - resist(min - proposed, o.boundaries.end);
  return proposed;
}
