/**
 * The newsletter block.
 */
import type { FormMarkup } from '../parse/formMarkup';
import type { FoundBlock, KindDescriptor, KindFacts } from './kindDescriptor';
import { formMarkupOf } from '../scan/scanForms';

export const newsletter: KindDescriptor<FormMarkup> = {
  load: () => import('../mounts/newsletter'),
  blocks: ['newsletter'],
  scanBlock: ({ content }: FoundBlock) => formMarkupOf(content),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const newsletterFacts: KindFacts = {
  finds: '.sqs-block newsletter (its scanBlock with scan/scanForms.ts)',
  reader: ['publishedFormOf', 'src/runtime-adapter/mounts/formDefinitionOf.ts'],
  group: 'forms',
};
