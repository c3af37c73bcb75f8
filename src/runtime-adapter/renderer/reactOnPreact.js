// @ts-check
/**
 * What `react` and `react-dom` are in the published runtime (`vite.runtime.config.ts` points them here): Preact's
 * React-compatible layer, about 10 KiB gzip where React DOM is 65.6. The views are the library's React components,
 * unchanged; two things a page of many roots depends on are made as React does them:
 * - `useId`: ids unique across the page. Preact numbers each root's ids from its own start, so two blocks' views
 *   came to share ids, and a chart's `aria-labelledby` named another chart's title. Like React on the client (no
 *   hydration), a page-wide counter gives each id at mount, in React's own form (`_r_<base 32>_`).
 * - when `useEffect` callbacks run: in a task of their own just after the commit, as React's scheduler runs them,
 *   not after the next animation frame (which a tab in the background, or a page whose clock is held, never gets).
 * Plain JavaScript, type-checked (`@ts-check`): it re-exports every name of `preact/compat`, whose types TypeScript cannot
 * re-export (`export =`), so that one line alone is left unchecked.
 */
import { options } from 'preact';
import compat from 'preact/compat';
import { useState } from 'preact/hooks';

// @ts-expect-error TypeScript cannot re-export a module declared with `export =` (TS2498); the bundler re-exports its names
export * from 'preact/compat';

let nextId = 0;

/** An id for this component instance, unique on the page (React's client-side `useId`). @returns {string} */
export function useId() {
  const [id] = useState(() => `_r_${(nextId++).toString(32)}_`);
  return id;
}

/** The default export, as React's, carries the named ones (this `useId` among them). */
export default { ...compat, useId };

/**
 * Runs what is handed to it in one task after the current one (a message to itself: not throttled, not a frame).
 * @returns {(callback: () => void) => void}
 */
function afterThisTask() {
  if (typeof MessageChannel !== 'function') return (callback) => void setTimeout(callback);
  const channel = new MessageChannel();
  /** @type {(() => void)[]} */
  let waiting = [];
  channel.port1.onmessage = () => {
    const run = waiting;
    waiting = [];
    for (const callback of run) callback();
  };
  return (callback) => {
    waiting.push(callback);
    if (waiting.length === 1) channel.port2.postMessage(null);
  };
}

options.requestAnimationFrame = afterThisTask();
