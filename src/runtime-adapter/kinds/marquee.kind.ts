/**
 * The marquee block.
 */
import type { MarqueeMarkup } from '../parse/effectProps';
import type { FoundBlock, KindDescriptor, KindFacts } from './kindDescriptor';
import { marqueeMarkupOf } from '../scan/scanMarquee';

/** The marquee's settings and content text; `parseMarqueeProps` reads them in the mount chunk. */
export const marquee: KindDescriptor<MarqueeMarkup> = {
  load: () => import('../mounts/marquee'),
  blocks: ['marquee'],
  scanBlock: ({ content, settings }: FoundBlock) => marqueeMarkupOf(content, settings),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const marqueeFacts: KindFacts = {
  finds: '.sqs-block marquee (its scanBlock with scan/scanMarquee.ts)',
  reader: ['parseMarqueeProps', 'src/runtime-adapter/parse/effectProps.ts'],
  group: 'effects',
};
