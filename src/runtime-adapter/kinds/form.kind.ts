/**
 * The form block.
 */
import type { FormMarkup } from '../parse/formMarkup';
import type { FoundBlock, KindDescriptor, KindFacts } from './kindDescriptor';
import { formMarkupOf } from '../scan/scanForms';
import { reserveWaitingForm } from '../scan/reservedBoxes';

export const form: KindDescriptor<FormMarkup> = {
  load: () => import('../mounts/form'),
  blocks: ['form'],
  // a 7.1 form sent hidden keeps its box from the first paint: the view swaps into it (scan/reservedBoxes.ts)
  scanBlock: ({ content }: FoundBlock) => {
    reserveWaitingForm(content);
    return formMarkupOf(content);
  },
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const formFacts: KindFacts = {
  finds: '.sqs-block form (its scanBlock with scan/scanForms.ts)',
  reader: ['publishedFormOf', 'src/runtime-adapter/mounts/formDefinitionOf.ts'],
  group: 'forms',
};
