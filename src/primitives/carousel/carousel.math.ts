/**
 * Carousel groups (spec: "Carousel"): slides form groups of slides-per-row; the group
 * count is the slide count divided by slides per row, rounded up; previous and next
 * are hidden when all slides fit and disabled at the first and last group. Narrow
 * containers show fewer: below 480 px, 2 when the setting is above 1; below 724 px,
 * 3 when the setting is above 2. Pure.
 */
export const CAROUSEL_NARROW_PX = 480;
export const CAROUSEL_MEDIUM_PX = 724;

export function responsiveSlidesPerRow(perRow: number, containerWidth: number): number {
  const n = Math.max(1, Math.floor(perRow));
  if (containerWidth < CAROUSEL_NARROW_PX && n > 1) return 2;
  if (containerWidth < CAROUSEL_MEDIUM_PX && n > 2) return 3;
  return n;
}

export function groupCount(slideCount: number, perRow: number): number {
  return slideCount <= 0 ? 0 : Math.ceil(slideCount / Math.max(1, perRow));
}

export interface CarouselControls {
  hidden: boolean;
  previousDisabled: boolean;
  nextDisabled: boolean;
}

export function carouselControls(group: number, groups: number): CarouselControls {
  if (groups <= 1) return { hidden: true, previousDisabled: true, nextDisabled: true };
  return { hidden: false, previousDisabled: group <= 0, nextDisabled: group >= groups - 1 };
}

/** Slide indexes shown in a group. */
export function slidesInGroup(group: number, perRow: number, slideCount: number): number[] {
  const start = group * perRow;
  const out: number[] = [];
  for (let i = start; i < Math.min(slideCount, start + perRow); i++) out.push(i);
  return out;
}
