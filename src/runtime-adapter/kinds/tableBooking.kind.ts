/**
 * The table booking block (spec block names opentable, opentable v2, tock).
 */
import type { TableBookingMarkup } from '../parse/contentBlockMarkup';
import type { FoundBlock, KindDescriptor, KindFacts } from './kindDescriptor';

export const tableBooking: KindDescriptor<TableBookingMarkup> = {
  load: () => import('../mounts/tableBooking'),
  blocks: ['opentable-v2', 'opentable', 'tock'],
  scanBlock: ({ blockKind, settings, context }: FoundBlock) => ({ settings, provider: blockKind, loggedIn: Boolean(context.authenticatedAccountId) }),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const tableBookingFacts: KindFacts = {
  finds: '.sqs-block opentable-v2, opentable, tock (its scanBlock)',
  reader: ['tableBookingWidgetUrl', 'src/runtime-adapter/mounts/bookingAndShareSettings.ts'],
  group: 'widgets',
};
