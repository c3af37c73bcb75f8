/**
 * An embed block whose HTML the server did not render.
 */
import type { EmbedCodeMarkup } from '../parse/contentBlockMarkup';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

/** An embed block's settings; `readEmbedSettings` reads them in the mount chunk. */
export const embed: KindDescriptor<EmbedCodeMarkup> = {
  load: () => import('../mounts/embed'),
  blocks: ['embed'],
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const embedFacts: KindFacts = {
  finds: '.sqs-block embed with no rendered content (scan/scanContentBlocks.ts contentBlockJob)',
  reader: ['readEmbedSettings', 'src/blocks/embed/embed.rules.ts'],
  group: null,
};
