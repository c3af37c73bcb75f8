/**
 * The stories' clock and randomness, one definition for the Storybook preview, both farms
 * and Chromatic. Plain JavaScript without DOM or React, so the farms' Node scripts import
 * it as well as the preview and the tests.
 *
 * - Every story starts at FROZEN_TIME: `Date.now()` and `new Date()` read FROZEN_TIME
 *   plus the real time elapsed since the story began, so relative times ('3 days ago')
 *   read the same everywhere while timers, animations and anything timed by `Date.now()`
 *   still run. The visual farm also fixes the browser's own clock at FROZEN_TIME, so
 *   there no time passes at all and captures hold still.
 * - `Math.random` is seeded and starts again from STORY_SEED with every story.
 */

/** The instant every story starts at (stories place their dates around it). */
export const FROZEN_TIME = '2026-01-15T10:00:00.000Z';

/** FROZEN_TIME in ms since the epoch, for stories' fixtures ('3 days before now'). */
export const FROZEN_TIME_MS = Date.parse(FROZEN_TIME);

/** The seed `Math.random` starts from with every story. */
export const STORY_SEED = 1;

/**
 * A `Date` constructor whose now starts at `startMs` and runs on with `RealDate`'s clock;
 * `restart()` takes it back to `startMs`. Dates built from a value, `Date.UTC`,
 * `Date.parse` and `instanceof Date` are the real ones.
 *
 * @param {DateConstructor} RealDate
 * @param {number} startMs
 * @returns {{ Date: DateConstructor; now: () => number; restart: () => void }}
 */
export function storyClock(RealDate, startMs) {
  const realNow = RealDate.now.bind(RealDate);
  let base = realNow();
  const now = () => startMs + (realNow() - base);
  const StoryDate = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    // `Date()` called without `new` returns the current time as a string
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });
  return {
    Date: StoryDate,
    now,
    restart: () => {
      base = realNow();
    },
  };
}

/**
 * A seeded generator of numbers in [0, 1) (mulberry32), the same sequence for the same seed.
 *
 * @param {number} seed
 * @returns {{ next: () => number; reseed: (seed: number) => void }}
 */
export function seededRandom(seed) {
  let state = seed | 0;
  return {
    next: () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
    reseed: (next) => {
      state = next | 0;
    },
  };
}
