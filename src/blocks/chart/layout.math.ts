/**
 * Where the plot sits inside the chart and where its labels go: margins for the axes
 * and their titles, the chart's height for a width, and category labels thinned and
 * shortened so they never overlap. Text widths are estimated (no DOM): 0.6 em a
 * character is wide enough for the theme's sans-serif digits and most letters. Pure.
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The chart's height for a width: 5:8, never under MIN_CHART_HEIGHT (the CSS reserves the same). */
export const CHART_ASPECT = 5 / 8;
export const MIN_CHART_HEIGHT = 240;
export const MAX_CHART_HEIGHT = 420;

export function chartHeight(width: number): number {
  return Math.min(MAX_CHART_HEIGHT, Math.max(MIN_CHART_HEIGHT, Math.round(width * CHART_ASPECT)));
}

/** Font size of tick labels and axis titles, px. */
export const LABEL_FONT_PX = 13;
const CHAR_EM = 0.6;
const GAP = 8;
const TITLE_BAND = LABEL_FONT_PX + GAP;

export function estimateTextWidth(text: string, fontPx: number = LABEL_FONT_PX): number {
  return Math.ceil(text.length * fontPx * CHAR_EM);
}

/** Shortens text to `maxChars` with an ellipsis (the data table keeps it whole). */
export function shortenLabel(text: string, maxChars: number): string {
  if (maxChars < 1) return '';
  return text.length <= maxChars ? text : `${text.slice(0, Math.max(1, maxChars - 1)).trimEnd()}…`;
}

export interface AxisChrome {
  /** The value tick labels as shown (their widths size the left margin). */
  valueLabels: readonly string[];
  hasXTitle: boolean;
  hasYTitle: boolean;
}

/** The plot area of an axis chart (bar, line) in a width × height box. */
export function plotArea(width: number, height: number, chrome: AxisChrome): Rect {
  const tickWidth = Math.max(0, ...chrome.valueLabels.map((l) => estimateTextWidth(l)));
  const left = (chrome.hasYTitle ? TITLE_BAND : 0) + tickWidth + GAP;
  const bottom = LABEL_FONT_PX + GAP + (chrome.hasXTitle ? TITLE_BAND : 0) + 4;
  const top = LABEL_FONT_PX / 2 + 4;
  const right = 12;
  return { x: left, y: top, width: Math.max(0, width - left - right), height: Math.max(0, height - top - bottom) };
}

/** Longest category label in characters before it is shortened. */
export const MAX_CATEGORY_LABEL_CHARS = 14;

export interface CategoryLabels {
  /** Every `step`-th category is labelled (from the first). */
  step: number;
  /** The label text per category; '' where thinned out. */
  texts: string[];
}

/**
 * Category labels under a band axis: each shortened to MAX_CATEGORY_LABEL_CHARS, then
 * every `step`-th kept, the smallest step at which a label fits in its share of the
 * axis (step bands, less a gap), so no two shown labels overlap.
 */
export function categoryLabels(categories: readonly string[], band: number): CategoryLabels {
  const short = categories.map((c) => shortenLabel(c, MAX_CATEGORY_LABEL_CHARS));
  const widest = Math.max(0, ...short.map((t) => estimateTextWidth(t)));
  const step = band > 0 ? Math.max(1, Math.ceil((widest + GAP) / band)) : Math.max(1, categories.length);
  return { step, texts: short.map((t, i) => (i % step === 0 ? t : '')) };
}
