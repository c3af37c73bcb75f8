/**
 * Long reads in slices: between two slices the page's event loop runs what waits (a click, a
 * key, a frame, another task), so reading thousands of elements never holds the main thread in
 * one task. `yieldToPage` gives the turn back with `scheduler.yield()` where the browser has it
 * (the caller goes on ahead of other tasks), else a message to itself through a
 * `MessageChannel` (a task without `setTimeout`'s clamping), else `setTimeout(0)`. No React, no DOM.
 */

/** Where the yield comes from: the global scope, or a stand-in in tests. */
export interface YieldScope {
  scheduler?: { yield?: () => Promise<void> };
  MessageChannel?: typeof MessageChannel;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

/** Resolves once the page's event loop has had a turn: through `scheduler.yield`, a `MessageChannel`, or `setTimeout`. */
export function yieldToPage(scope: YieldScope = globalThis as unknown as YieldScope): Promise<void> {
  const schedulerYield = scope.scheduler?.yield;
  if (typeof schedulerYield === 'function') return schedulerYield.call(scope.scheduler);
  const Channel = scope.MessageChannel;
  if (typeof Channel === 'function') {
    return new Promise((resolve) => {
      const channel = new Channel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => {
    scope.setTimeout(resolve, 0);
  });
}

/** Items read per slice by `mapInSlices` unless the caller says: a few milliseconds of a gallery's slides on a slow phone. */
export const SLICE_SIZE = 200;

/**
 * `read` over every item in order, `size` items a slice, giving the page a turn (`yieldNow`)
 * before each slice after the first; a list of one slice or less is read without yielding.
 */
export async function mapInSlices<T, R>(
  items: ArrayLike<T>,
  read: (item: T, index: number) => R,
  { size = SLICE_SIZE, yieldNow = yieldToPage }: { size?: number; yieldNow?: () => Promise<void> } = {},
): Promise<R[]> {
  const step = Math.max(1, Math.floor(size));
  const results: R[] = [];
  for (let start = 0; start < items.length; start += step) {
    if (start > 0) await yieldNow();
    const end = Math.min(items.length, start + step);
    for (let index = start; index < end; index++) results.push(read(items[index] as T, index));
  }
  return results;
}
