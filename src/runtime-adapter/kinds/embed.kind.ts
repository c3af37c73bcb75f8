/**
 * An embed block whose HTML the server did not render.
 */
import type { EmbedCodeMarkup } from '../parse/contentBlockMarkup';
import type { FoundBlock, KindDescriptor, KindFacts } from './kindDescriptor';
import { hasRenderedContent } from '../scan/scanContentBlocks';

/** An embed block's settings; `readEmbedSettings` reads them in the mount chunk. */
export const embed: KindDescriptor<EmbedCodeMarkup> = {
  load: () => import('../mounts/embed'),
  blocks: ['embed'],
  // an embed whose HTML the server already placed in the content (7.0) has run there: left as it is, not run twice
  scanBlock: ({ content, settings }: FoundBlock) => (hasRenderedContent(content) ? null : { settings }),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const embedFacts: KindFacts = {
  finds: '.sqs-block embed with no rendered content (its scanBlock)',
  reader: ['readEmbedSettings', 'src/blocks/embed/embed.rules.ts'],
  group: null,
};
