/**
 * The list section's carousel (7.1 `user-items-list-carousel`): how many slides show at a
 * width, which slide leads, where previous and next go (one slide a step; with
 * `data-is-infinite-enabled` they wrap around), which slides are shown, and the settings the
 * published container carries. Pure: no DOM, no React.
 */

/** Below this width one slide shows at a time (our choice; the platform's mobile layout). */
export const LIST_CAROUSEL_NARROW_PX = 768;

export interface ListCarouselSettings {
  /** `data-max-columns`: slides shown side by side (default 3, at least 1). */
  maxColumns: number;
  /** `data-is-infinite-enabled`: previous from the first goes to the last, next from the last to the first. */
  infinite: boolean;
  /** `data-space-between-slides-value` + `-unit` as CSS (default 20px). */
  gap: string;
}

const UNITS = new Set(['px', '%', 'vw', 'vh', 'vmax', 'vmin', 'em', 'rem']);

/** The settings from the container's published `data-*` attributes. */
export function readListCarouselSettings(attributes: Readonly<Record<string, string>>): ListCarouselSettings {
  const columns = Number((attributes['data-max-columns'] ?? '').trim());
  const gapValue = Number((attributes['data-space-between-slides-value'] ?? '').trim());
  const unit = (attributes['data-space-between-slides-unit'] ?? '').trim();
  return {
    maxColumns: Number.isInteger(columns) && columns > 0 ? columns : 3,
    infinite: (attributes['data-is-infinite-enabled'] ?? '').trim().toLowerCase() === 'true',
    gap:
      Number.isFinite(gapValue) && gapValue >= 0 && (attributes['data-space-between-slides-value'] ?? '').trim() !== '' && UNITS.has(unit)
        ? `${gapValue}${unit}`
        : '20px',
  };
}

/** Slides shown side by side at a container width: one when narrow, else the setting (never more than there are). */
export function listCarouselColumns(maxColumns: number, width: number, count: number): number {
  const wanted = width > 0 && width < LIST_CAROUSEL_NARROW_PX ? 1 : Math.max(1, maxColumns);
  return Math.max(1, Math.min(wanted, count));
}

/** The last slide that can lead (the window never runs past the end). */
export function lastLead(count: number, columns: number): number {
  return Math.max(0, count - columns);
}

/** The lead slide after a step (`+1` next, `-1` previous): one slide a step; wrapping when infinite, else held at the ends. */
export function stepLead(lead: number, step: 1 | -1, count: number, columns: number, infinite: boolean): number {
  const last = lastLead(count, columns);
  const next = Math.min(Math.max(0, lead), last) + step;
  if (next > last) return infinite ? 0 : last;
  if (next < 0) return infinite ? last : 0;
  return next;
}

/** Previous and next: both off when every slide shows; at the ends off unless infinite. */
export function listCarouselControls(lead: number, count: number, columns: number, infinite: boolean): { previousDisabled: boolean; nextDisabled: boolean } {
  const last = lastLead(count, columns);
  if (last === 0) return { previousDisabled: true, nextDisabled: true };
  return { previousDisabled: !infinite && lead <= 0, nextDisabled: !infinite && lead >= last };
}

/** Whether slide `index` shows when `lead` leads. */
export function isSlideShown(index: number, lead: number, columns: number): boolean {
  return index >= lead && index < lead + columns;
}

/** The slide's name (APG carousel): "2 of 5". */
export function listSlideLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}
