/**
 * The accordion block.
 */
import type { AccordionMarkup } from '../parse/accordionMarkup';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

/** The accordion's published markup (container flags, items); `readAccordionMarkup` reads it in the mount chunk. */
export const accordion: KindDescriptor<AccordionMarkup> = {
  load: () => import('../mounts/accordion'),
  blocks: ['accordion'],
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const accordionFacts: KindFacts = {
  finds: '.sqs-block accordion (its chunk scanBlock: scan/scanAccordion.ts scanAccordionBlock)',
  reader: ['readAccordionMarkup', 'src/runtime-adapter/parse/accordionMarkup.ts'],
  group: null,
};
