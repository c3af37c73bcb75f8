/**
 * A product's item view.
 */
import type { ProductItemMarkup } from '../scan/scanProductItem';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

/** A product's item view: the product JSON (`parseProduct` reads it in the chunk), title, image, description, currency. */
export const productItem: KindDescriptor<ProductItemMarkup> = {
  load: () => import('../mounts/productItem'),
  // its chunk's scanner (scan/scanProductItem.ts scanProductItem) reads these
  elements: 'article.ProductItem[data-product-json]',
  onPage: ({ pageKind }) => pageKind === 'productItem',
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const productItemFacts: KindFacts = {
  finds: 'article.ProductItem[data-product-json] (scan/scanProductItem.ts)',
  reader: ['parseProduct', 'src/services/commerce/product/product.model.ts'],
  group: null,
};
