/**
 * A store product's price in a product list.
 */
import type { ProductPriceMarkup } from '../parse/commerceMarkup';
import { PRODUCT_LIST_ITEM_SELECTOR } from '../scan/commerceSelectors';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

export const productPrice: KindDescriptor<ProductPriceMarkup> = {
  load: () => import('../mounts/productPrice'),
  // its chunk's scanner (scan/scanProductPrices.ts) reads these
  elements: PRODUCT_LIST_ITEM_SELECTOR,
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const productPriceFacts: KindFacts = {
  finds: '.ProductList-item .product-price (scan/scanProductPrices.ts)',
  reader: ['parseProduct', 'src/services/commerce/product/product.model.ts'],
  group: null,
};
