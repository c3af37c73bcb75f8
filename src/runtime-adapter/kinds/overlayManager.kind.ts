/**
 * A signed-in owner's overlay manager.
 */
import type { OverlayManagerMountProps } from '../page/overlayManager.rules';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

/** A signed-in owner's overlay manager: what overlays the page has; the chunk reads this browser's records. */
export const overlayManager: KindDescriptor<OverlayManagerMountProps> = {
  load: () => import('../mounts/overlayManager'),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const overlayManagerFacts: KindFacts = {
  finds: 'not in markup: runtime.ts pageJobs, when page/overlayManager.rules.ts finds overlays for a signed-in owner',
  reader: ['readPopupOverlaySettings', 'src/runtime-adapter/parse/popupOverlaySettings.ts'],
  group: null,
};
