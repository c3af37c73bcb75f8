/**
 * The machine-readable moment a `<time datetime>` carries: ISO 8601 in UTC, to the second
 * ("2026-01-12T10:00:00Z"), with milliseconds only when there are any. Written the way
 * pages publish their moments, so a view's `<time>` names the same moment in the same
 * words as the server's markup it stands in for. Pure.
 */
export function datetimeAttribute(date: Date | number): string {
  const when = new Date(date);
  if (Number.isNaN(when.getTime())) throw new RangeError('datetimeAttribute needs a valid date');
  return when.toISOString().replace(/\.000Z$/, 'Z');
}
