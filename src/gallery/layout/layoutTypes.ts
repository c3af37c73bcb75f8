/** What the layout maths works on and returns. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LayoutItem {
  /** Width / height of the item (an image's own ratio, or 16:9 for a video without one). */
  aspect: number;
}

export interface Layout {
  rects: Rect[];
  /** Height of the whole gallery, px. */
  height: number;
}

/** Width / height from dimensions, falling back (video thumbnails: 16:9, images: 1). */
export function aspectOf(dimensions: { width: number; height: number } | null, fallback = 1): number {
  return dimensions && dimensions.width > 0 && dimensions.height > 0 ? dimensions.width / dimensions.height : fallback;
}

/**
 * A rect on whole pixels: edges rounded, so neighbouring slides still meet exactly and
 * no edge is drawn half-covered (which renders differently from one paint to the next).
 */
export function snapRect({ x, y, width, height }: Rect): Rect {
  const left = Math.round(x);
  const top = Math.round(y);
  return { x: left, y: top, width: Math.round(x + width) - left, height: Math.round(y + height) - top };
}
