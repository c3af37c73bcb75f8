/**
 * The accordion block.
 */
import type { AccordionMarkup } from '../parse/accordionMarkup';
import type { FoundBlock, KindDescriptor, KindFacts } from './kindDescriptor';
import { accordionMarkupOf } from '../scan/scanAccordion';

/** The accordion's published markup (container flags, items); `readAccordionMarkup` reads it in the mount chunk. */
export const accordion: KindDescriptor<AccordionMarkup> = {
  load: () => import('../mounts/accordion'),
  blocks: ['accordion'],
  scanBlock: ({ content }: FoundBlock) => accordionMarkupOf(content),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const accordionFacts: KindFacts = {
  finds: '.sqs-block accordion (its scanBlock with scan/scanAccordion.ts)',
  reader: ['readAccordionMarkup', 'src/runtime-adapter/parse/accordionMarkup.ts'],
  group: null,
};
