/**
 * A code block whose settings carry html the server did not render.
 */
import type { EmbedCodeMarkup } from '../parse/contentBlockMarkup';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

/** A code block's settings (with `html`); `readCodeBlock` reads them in the mount chunk. */
export const code: KindDescriptor<EmbedCodeMarkup> = {
  load: () => import('../mounts/code'),
  blocks: ['code'],
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const codeFacts: KindFacts = {
  finds: '.sqs-block code with html in its settings and no rendered content (scan/scanContentBlocks.ts contentBlockJob)',
  reader: ['readCodeBlock', 'src/blocks/code/code.rules.ts'],
  group: null,
};
