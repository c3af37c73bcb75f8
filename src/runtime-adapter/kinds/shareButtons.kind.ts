/**
 * The share buttons block.
 */
import type { ShareButtonsMarkup } from '../parse/contentBlockMarkup';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

export const shareButtons: KindDescriptor<ShareButtonsMarkup> = {
  load: () => import('../mounts/shareButtons'),
  settingsBlocks: ['share-buttons'],
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const shareButtonsFacts: KindFacts = {
  finds: ".sqs-block share-buttons: its settings (the block scanner's settings-only path)",
  reader: ['readShareButtonsSettings', 'src/runtime-adapter/mounts/bookingAndShareSettings.ts'],
  group: 'widgets',
};
