/**
 * The cart indicator: the floating cart and the header's indicator.
 */
import type { CartIndicatorMarkup } from '../parse/commerceMarkup';
import { CART_INDICATOR_SELECTOR } from '../scan/commerceSelectors';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

export const cartIndicator: KindDescriptor<CartIndicatorMarkup> = {
  load: () => import('../mounts/cartIndicator'),
  // its chunk's scanner (scan/scanCartIndicators.ts) reads these
  elements: CART_INDICATOR_SELECTOR,
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const cartIndicatorFacts: KindFacts = {
  finds: '.floating-cart, .sqs-cart-indicator (scan/scanCartIndicators.ts)',
  reader: null,
  group: 'pageChrome',
};
