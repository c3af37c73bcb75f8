/**
 * A popup overlay with its newsletter signup.
 */
import type { PopupOverlayMarkup } from '../parse/popupOverlayMarkup';
import type { KindDescriptor, KindFacts } from './kindDescriptor';
import { POPUP_OVERLAY_SELECTOR } from '../scan/popupOverlayMarkup';

export const popupOverlay: KindDescriptor<PopupOverlayMarkup> = {
  load: () => import('../mounts/popupOverlay'),
  // its chunk's scanner (scan/scanPopupOverlays.ts) reads these
  // a popup overlay: its settings in data-popup-overlay-json, its signup a newsletter block inside
  elements: POPUP_OVERLAY_SELECTOR,
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const popupOverlayFacts: KindFacts = {
  finds: '.sqs-popup-overlay[data-popup-overlay-json] (scan/scanPopupOverlays.ts)',
  reader: ['readPopupOverlaySettings', 'src/runtime-adapter/parse/popupOverlaySettings.ts'],
  group: null,
};
