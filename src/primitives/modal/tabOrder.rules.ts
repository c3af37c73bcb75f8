/**
 * Where Tab and Shift+Tab go inside a modal (APG dialog pattern: Tab from the last stop
 * wraps to the first, Shift+Tab from the first to the last). Pure: it works on the
 * number of tab stops and where the focused element sits among them.
 */

/** Where focus is: on the stop at `stop`, or on something that is not a stop, after `between` of the stops in document order. */
export type TabPosition = { stop: number } | { between: number };

/** The index of the stop Tab (or Shift+Tab with `back`) moves to, wrapping at both ends; null when there is no stop. */
export function nextTabStop(count: number, at: TabPosition, back: boolean): number | null {
  if (count <= 0) return null;
  // from a stop: its neighbour; from between stops: the first after (or, going back, the last before) the gap
  const next = 'stop' in at ? at.stop + (back ? -1 : 1) : at.between - (back ? 1 : 0);
  return ((next % count) + count) % count;
}
