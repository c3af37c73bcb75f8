/**
 * The announcement bar.
 */
import type { BlockSettings } from '../parse/blockJson';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

/** The bar's decoded settings; `readAnnouncementBarSettings` reads them in the mount chunk. */
export const announcementBar: KindDescriptor<{ settings: BlockSettings }> = {
  load: () => import('../mounts/announcementBar'),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const announcementBarFacts: KindFacts = {
  finds:
    '.sqs-announcement-bar[data-announcement-bar-json], or the .sqs-announcement-bar-dropzone the site context fills (scan/scanPage.ts scanPageBars, scanAnnouncementDropzones)',
  reader: ['readAnnouncementBarSettings', 'src/runtime-adapter/parse/pageBarsMarkup.ts'],
  group: 'pageChrome',
};
