/**
 * Stacked and slideshow layouts. Pure. (The video placeholder rule lives in
 * primitives/video/videoPlaceholder.math.ts, shared with the video block.)
 */
import type { Layout, LayoutItem } from './layoutTypes';

/** One slide under another at the full width. */
export function stackedLayout(items: LayoutItem[], { containerWidth, gutter }: { containerWidth: number; gutter: number }): Layout {
  let y = 0;
  const rects = items.map((item) => {
    const rect = { x: 0, y, width: containerWidth, height: containerWidth / item.aspect };
    y += rect.height + gutter;
    return rect;
  });
  return { rects, height: items.length === 0 ? 0 : y - gutter };
}

/** A slideshow shows one slide: the stage takes the block's ratio, or the tallest slide's for Auto. */
export function slideshowStageHeight(items: LayoutItem[], { containerWidth, aspectRatio }: { containerWidth: number; aspectRatio: number | 'auto' }): number {
  if (aspectRatio !== 'auto') return containerWidth / aspectRatio;
  if (items.length === 0) return 0;
  return containerWidth / Math.min(...items.map((i) => i.aspect));
}
