/**
 * Set on every element the adapter has dealt with: the kind it mounted, or `skipped`.
 * A module of its own so page view scanners (imported by `scanPageViews`, which
 * `scanPage` imports) can mark what they bind without importing `scanPage`.
 */
export const BOUND_ATTRIBUTE = 'data-runtime-bound';
export const SKIPPED = 'skipped';

/**
 * Set on an element a view was meant to stand in for and did not (it could not read the
 * markup whole, or did not show all of it): the element stays as the server rendered it. The
 * value says what was missing.
 */
export const LEFT_ATTRIBUTE = 'data-runtime-left';
