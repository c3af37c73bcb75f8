/**
 * The form block.
 */
import type { FormMarkup } from '../parse/formMarkup';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

export const form: KindDescriptor<FormMarkup> = {
  load: () => import('../mounts/form'),
  blocks: ['form'],
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const formFacts: KindFacts = {
  finds: '.sqs-block form (scan/scanPage.ts formMarkupOf)',
  reader: ['publishedFormOf', 'src/runtime-adapter/mounts/formDefinitionOf.ts'],
  group: 'forms',
};
