/**
 * How the summary's items are laid out at a container width: items to a row (the
 * gallery carousel's narrow rules: below 480 px at most 2, below 724 px at most 3),
 * the list's narrow form, the carousel's groups and which items a group shows, how
 * many placeholders the loading state draws, and the dates shown as relative time
 * (002 §9). Pure.
 */
import { carouselControls, groupCount, responsiveSlidesPerRow, slidesInGroup, type CarouselControls } from '../../primitives/carousel/carousel.math';
import { relativeTime } from '../../primitives/time/relativeTime';
import { MAX_PLACEHOLDERS } from '../../primitives/widget/widgetRendering.rules';
import type { SummaryVariant } from './summary.rules';

/** The list puts the image above the text below this container width (px; our choice). */
export const NARROW_LIST_BELOW_PX = 480;

/** Items to a row; 0 (not measured yet) keeps the setting. The list has one item to a row. */
export function summaryColumns(variant: SummaryVariant, itemsPerRow: number, containerWidth: number): number {
  if (variant === 'list') return 1;
  const perRow = Math.max(1, Math.floor(itemsPerRow));
  return containerWidth > 0 ? responsiveSlidesPerRow(perRow, containerWidth) : perRow;
}

/** The list stacks image and text in a narrow container. */
export function isNarrowList(containerWidth: number): boolean {
  return containerWidth > 0 && containerWidth < NARROW_LIST_BELOW_PX;
}

/** How many placeholders stand in for the items while they load: the carousel's first group, else the page size (capped). */
export function placeholderCount(variant: SummaryVariant, pageSize: number, columns: number): number {
  const wanted = Math.max(1, Math.floor(pageSize));
  return variant === 'carousel' ? Math.min(wanted, Math.max(1, columns)) : Math.min(wanted, MAX_PLACEHOLDERS);
}

export interface CarouselView {
  groups: number;
  /** The group shown, kept inside the groups there are. */
  group: number;
  /** The items the group shows. */
  shown: number[];
  controls: CarouselControls;
}

/** The carousel at a group: items go in groups of `perRow`; previous and next hidden when all fit, disabled at the ends. */
export function carouselView(group: number, itemCount: number, perRow: number): CarouselView {
  const groups = groupCount(itemCount, perRow);
  const at = Math.min(Math.max(0, Math.floor(group)), Math.max(0, groups - 1));
  return { groups, group: at, shown: slidesInGroup(at, Math.max(1, perRow), itemCount), controls: carouselControls(at, groups) };
}

/** A carousel item's accessible name (APG: "2 of 5"). */
export const slideLabel = (index: number, count: number) => `${index + 1} of ${count}`;

/**
 * A summary item's date as relative time ('3 days ago'; under 60 s 'less than a minute
 * ago', 002 §9), from its `datetime`. Null when the date cannot be read or is still to
 * come (an upcoming event): the server's text stays.
 */
export function summaryDateText(datetime: string | null | undefined, now: number, locale = 'en'): string | null {
  if (!datetime) return null;
  const then = Date.parse(datetime);
  if (!Number.isFinite(then) || then > now) return null;
  return relativeTime(then, now, { style: 'sentence', locale });
}
