/**
 * A text highlight: one script.TextAttributes-props; the chunk wraps its block's highlighted spans.
 */
import type { KindDescriptor, KindFacts } from './kindDescriptor';

/** One `script.TextAttributes-props` (the job's element): its text; `parseTextAttributes` reads it in the mount chunk. */
export const highlight: KindDescriptor<{ textAttributes: string }> = {
  load: () => import('../mounts/highlight'),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const highlightFacts: KindFacts = {
  finds: 'script.TextAttributes-props (scan/scanPage.ts scanHighlights)',
  reader: ['parseTextAttributes', 'src/runtime-adapter/parse/highlightProps.ts'],
  group: 'effects',
};
