/**
 * A summary v2 block.
 */
import type { SummaryMarkup } from '../parse/widgetBlockMarkup';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

/** A summary v2 block: its settings, what the widget rendering call needs and what the server rendered in it; `SummaryBlock` reads them in the chunk. */
export const summary: KindDescriptor<SummaryMarkup> = {
  load: () => import('../mounts/summary'),
  blocks: ['summary-v2'],
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const summaryFacts: KindFacts = {
  finds: '.sqs-block summary-v2 (its chunk scanBlock: scan/scanWidgetBlocks.ts scanSummaryBlock)',
  reader: ['readSummarySettings', 'src/blocks/summary/summary.rules.ts'],
  group: 'collections',
};
