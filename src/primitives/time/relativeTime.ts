/**
 * How long ago something happened, in words (spec: 'just now' under 1 s, 'seconds
 * ago' under 60 s, or 'less than a minute ago' under 60 s; refreshed every 5 s).
 * The two wordings for the first minute are two styles: `short` (timestamps under
 * comments and posts) and `sentence` (running text). From a minute on, the browser's
 * relative time format in the page's language. Pure.
 */
export const RELATIVE_TIME_REFRESH_MS = 5000;

export type RelativeTimeStyle = 'short' | 'sentence';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

export function relativeTime(
  then: Date | number,
  now: Date | number,
  { style = 'short', locale = 'en' }: { style?: RelativeTimeStyle; locale?: string } = {},
): string {
  const seconds = (Number(now) - Number(then)) / 1000;
  if (!Number.isFinite(seconds)) throw new RangeError('relativeTime needs two valid dates');
  const elapsed = Math.max(0, seconds);
  if (elapsed < 60) {
    if (style === 'sentence') return 'less than a minute ago';
    return elapsed < 1 ? 'just now' : 'seconds ago';
  }
  const [unit, size] = UNITS.find(([, s]) => elapsed >= s)!;
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-Math.floor(elapsed / size), unit);
}

/**
 * Past or future, for dates that may be either (an event): '3 days ago', 'in 3 days';
 * within a minute either way 'less than a minute ago' (the spec's) or 'in less than a
 * minute' (ours). Pure.
 */
export function relativeTimeAround(then: Date | number, now: Date | number, { locale = 'en' }: { locale?: string } = {}): string {
  const seconds = (Number(then) - Number(now)) / 1000;
  if (!Number.isFinite(seconds)) throw new RangeError('relativeTimeAround needs two valid dates');
  if (seconds <= 0) return relativeTime(then, now, { style: 'sentence', locale });
  if (seconds < 60) return 'in less than a minute';
  const [unit, size] = UNITS.find(([, s]) => seconds >= s)!;
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(Math.floor(seconds / size), unit);
}
