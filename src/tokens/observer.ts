/**
 * Intersection observer thresholds and the default visible ratio (spec: observer thresholds
 * 0, 0.1, 0.25, 0.5, 1; default intersection ratio 0.5). A module of its own, re-exported by
 * `tokens.ts`, so the runtime's start-up (the animated blocks' watch) takes these two values
 * without the rest of the tokens.
 */
export const observer = {
  thresholds: [0, 0.1, 0.25, 0.5, 1] as readonly number[],
  defaultRatio: 0.5,
} as const;
