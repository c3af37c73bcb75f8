/**
 * The newsletter block.
 */
import type { FormMarkup } from '../parse/formMarkup';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

export const newsletter: KindDescriptor<FormMarkup> = {
  load: () => import('../mounts/newsletter'),
  blocks: ['newsletter'],
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const newsletterFacts: KindFacts = {
  finds: '.sqs-block newsletter (scan/scanPage.ts formMarkupOf)',
  reader: ['publishedFormOf', 'src/runtime-adapter/mounts/formDefinitionOf.ts'],
  group: 'forms',
};
