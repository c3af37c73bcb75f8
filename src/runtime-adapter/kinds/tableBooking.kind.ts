/**
 * The table booking block (spec block names opentable, opentable v2, tock).
 */
import type { TableBookingMarkup } from '../parse/contentBlockMarkup';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

export const tableBooking: KindDescriptor<TableBookingMarkup> = {
  load: () => import('../mounts/tableBooking'),
  blocks: ['opentable-v2', 'opentable', 'tock'],
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const tableBookingFacts: KindFacts = {
  finds: '.sqs-block opentable-v2, opentable, tock (scan/scanContentBlocks.ts contentBlockJob)',
  reader: ['tableBookingWidgetUrl', 'src/runtime-adapter/mounts/bookingAndShareSettings.ts'],
  group: 'widgets',
};
