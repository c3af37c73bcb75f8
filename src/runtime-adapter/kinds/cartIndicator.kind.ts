/**
 * The cart indicator: the floating cart and the header's indicator.
 */
import type { CartIndicatorMarkup } from '../parse/commerceMarkup';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

export const cartIndicator: KindDescriptor<CartIndicatorMarkup> = {
  load: () => import('../mounts/cartIndicator'),
  // its chunk's scanner (scan/scanCartIndicators.ts) reads these
  elements: '.floating-cart, .sqs-cart-indicator',
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const cartIndicatorFacts: KindFacts = {
  finds: '.floating-cart, .sqs-cart-indicator (scan/scanCartIndicators.ts)',
  reader: null,
  group: 'pageChrome',
};
