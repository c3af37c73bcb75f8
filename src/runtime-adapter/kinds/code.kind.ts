/**
 * A code block whose settings carry html the server did not render.
 */
import type { EmbedCodeMarkup } from '../parse/contentBlockMarkup';
import type { FoundBlock, KindDescriptor, KindFacts } from './kindDescriptor';
import { hasRenderedContent } from '../scan/scanContentBlocks';

/** A code block's settings (with `html`); `readCodeBlock` reads them in the mount chunk. */
export const code: KindDescriptor<EmbedCodeMarkup> = {
  load: () => import('../mounts/code'),
  blocks: ['code'],
  // no `html` in its settings, or HTML the server already rendered: left as it is (its scripts ran once)
  scanBlock: ({ content, settings }: FoundBlock) => ('html' in settings && !hasRenderedContent(content) ? { settings } : null),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const codeFacts: KindFacts = {
  finds: '.sqs-block code with html in its settings and no rendered content (its scanBlock)',
  reader: ['readCodeBlock', 'src/blocks/code/code.rules.ts'],
  group: null,
};
