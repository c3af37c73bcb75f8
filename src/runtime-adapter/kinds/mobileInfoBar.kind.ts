/**
 * The mobile information bar.
 */
import type { BlockSettings } from '../parse/blockJson';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

/** The bar's decoded settings; `readMobileInfoBarSettings` reads them in the mount chunk. */
export const mobileInfoBar: KindDescriptor<{ settings: BlockSettings }> = {
  load: () => import('../mounts/mobileInfoBar'),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const mobileInfoBarFacts: KindFacts = {
  finds: '.sqs-mobile-info-bar[data-mobile-info-bar-json] (scan/scanPage.ts scanPageBars)',
  reader: ['readMobileInfoBarSettings', 'src/runtime-adapter/parse/pageBarsMarkup.ts'],
  group: null,
};
