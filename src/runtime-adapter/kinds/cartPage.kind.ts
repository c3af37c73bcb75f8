/**
 * The cart page view (page types 200 and 205).
 */
import type { CartPageMarkup } from '../scan/scanCartPage';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

/** The cart page view (page types 200 and 205): the cart JSON, read by `readServerCart` in the chunk. */
export const cartPage: KindDescriptor<CartPageMarkup> = {
  load: () => import('../mounts/cartPage'),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const cartPageFacts: KindFacts = {
  finds: '#sqs-cart-root on page types 200 and 205 (scan/scanCartPage.ts)',
  reader: ['readServerCart', 'src/commerce/cart/cartClient.ts'],
  group: null,
};
