/**
 * The marquee block.
 */
import type { MarqueeMarkup } from '../parse/effectProps';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

/** The marquee's settings and content text; `parseMarqueeProps` reads them in the mount chunk. */
export const marquee: KindDescriptor<MarqueeMarkup> = {
  load: () => import('../mounts/marquee'),
  blocks: ['marquee'],
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const marqueeFacts: KindFacts = {
  finds: '.sqs-block marquee (its chunk scanBlock: scan/scanMarquee.ts scanMarqueeBlock)',
  reader: ['parseMarqueeProps', 'src/runtime-adapter/parse/effectProps.ts'],
  group: 'effects',
};
