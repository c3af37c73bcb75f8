/**
 * A summary v2 block.
 */
import type { SummaryMarkup } from '../parse/widgetBlockMarkup';
import type { FoundBlock, KindDescriptor, KindFacts } from './kindDescriptor';
import { summaryMarkupOf } from '../scan/scanWidgetBlocks';

/** A summary v2 block: its settings, what the widget rendering call needs and what the server rendered in it; `SummaryBlock` reads them in the chunk. */
export const summary: KindDescriptor<SummaryMarkup> = {
  load: () => import('../mounts/summary'),
  blocks: ['summary-v2'],
  scanBlock: ({ element, settings, context }: FoundBlock) => summaryMarkupOf(element, settings, context.locale ?? null),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const summaryFacts: KindFacts = {
  finds: '.sqs-block summary-v2 (its scanBlock with scan/scanWidgetBlocks.ts)',
  reader: ['readSummarySettings', 'src/blocks/summary/summary.rules.ts'],
  group: 'collections',
};
