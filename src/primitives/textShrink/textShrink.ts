/**
 * Text shrink (spec: minimum font 11 px, resize debounce 100 ms): the font size at
 * which a line that measures `textWidth` at `fontSize` fits `availableWidth`, never
 * below the minimum and never above the designed size. Pure.
 */
export const TEXT_SHRINK = { minFontPx: 11, resizeDebounceMs: 100 } as const;

export function shrinkFontSize({
  fontSize,
  textWidth,
  availableWidth,
  minFontPx = TEXT_SHRINK.minFontPx,
}: {
  fontSize: number;
  textWidth: number;
  availableWidth: number;
  minFontPx?: number;
}): number {
  if (!(fontSize > 0) || !(textWidth >= 0) || !(availableWidth >= 0)) throw new RangeError('Text shrink needs positive sizes');
  if (textWidth <= availableWidth) return fontSize;
  // text width scales with font size; a hair under, so rounding never overflows
  const fitting = Math.floor(fontSize * (availableWidth / textWidth) * 100) / 100;
  return Math.max(minFontPx, Math.min(fontSize, fitting));
}
