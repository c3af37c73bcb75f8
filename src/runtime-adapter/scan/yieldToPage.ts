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

/**
 * How long `mapInSlices` reads before it gives the page a turn, unless the caller says: well under the 50 ms over
 * which a task counts as long, so a click waits at most about this long. By time, not by a count of items: a count is
 * a different length of task on every machine.
 */
export const SLICE_BUDGET_MS = 8;

/** The clock slices are timed by: the page's high-resolution clock, else the date's. */
const pageClock = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/**
 * `read` over every item in order, giving the page a turn (`yieldNow`) whenever a slice has read
 * for `budgetMs` (on `now`) and items are left; a list read within the budget is read without
 * yielding. Each slice reads at least one item.
 */
export async function mapInSlices<T, R>(
  items: ArrayLike<T>,
  read: (item: T, index: number) => R,
  { budgetMs = SLICE_BUDGET_MS, now = pageClock, yieldNow = yieldToPage }: { budgetMs?: number; now?: () => number; yieldNow?: () => Promise<void> } = {},
): Promise<R[]> {
  const results: R[] = [];
  let sliceStart = now();
  for (let index = 0; index < items.length; index++) {
    results.push(read(items[index] as T, index));
    if (index + 1 < items.length && now() - sliceStart >= budgetMs) {
      await yieldNow();
      sliceStart = now();
    }
  }
  return results;
}
