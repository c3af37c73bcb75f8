/**
 * The height a video's placeholder reserves before its poster or player is there
 * (spec §9: "Video placeholder aspect ratio: 65 percent for Auto, otherwise 100
 * divided by the column count"), as a padding-bottom percentage of the width. Pure.
 */

/** Padding-bottom percentage that reserves a video placeholder's height; fewer than one column counts as one. */
export function videoPlaceholderPercent(aspectRatio: number | 'auto', columns: number): number {
  if (aspectRatio === 'auto') return 65;
  return 100 / Math.max(1, Number.isFinite(columns) ? columns : 1);
}
