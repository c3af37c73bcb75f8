/**
 * The cart page view (page types 200 and 205).
 */
import type { CartPageMarkup } from '../scan/scanCartPage';
import type { KindDescriptor, KindFacts } from './kindDescriptor';
import { PageType } from '../../platform/enums/pageTypes';

/** The cart page view (page types 200 and 205): the cart JSON, read by `readServerCart` in the chunk. */
export const cartPage: KindDescriptor<CartPageMarkup> = {
  load: () => import('../mounts/cartPage'),
  // its chunk's scanner (scan/scanCartPage.ts scanCartPage) reads these
  elements: '#sqs-cart-root',
  onPage: ({ pageType }) => pageType === PageType.SHOW_CART || pageType === PageType.COMMERCE_CART_V2,
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const cartPageFacts: KindFacts = {
  finds: '#sqs-cart-root on page types 200 and 205 (scan/scanCartPage.ts)',
  reader: ['readServerCart', 'src/commerce/cart/cartClient.ts'],
  group: null,
};
