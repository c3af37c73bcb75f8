/**
 * Set on every element the adapter has dealt with: the kind it mounted, or `skipped`.
 * A module of its own so page view scanners (imported by `scanPageViews`, which
 * `scanPage` imports) can mark what they bind without importing `scanPage`.
 */
export const BOUND_ATTRIBUTE = 'data-runtime-bound';
export const SKIPPED = 'skipped';
