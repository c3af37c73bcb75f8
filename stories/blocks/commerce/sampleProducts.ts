/** Products for the commerce stories, in the shapes the commerce service reads. */
import type { Product, ProductVariant } from '../../../src/services/commerce';

export const variant = (priceCents: number, salePriceCents?: number, sku = ''): ProductVariant => ({
  id: null,
  priceCents,
  salePriceCents: salePriceCents ?? 0,
  onSale: salePriceCents !== undefined,
  unlimited: false,
  qtyInStock: 12,
  sku,
  optionValues: [],
});

/** One bag of beans at one price. */
export const BEANS: Product = { productType: 'PHYSICAL', variants: [variant(1800)] };
/** The same bag, on sale. */
export const BEANS_ON_SALE: Product = { productType: 'PHYSICAL', variants: [variant(2000, 1500)] };
/** Three sizes at three prices. */
export const BEAN_SIZES: Product = { productType: 'PHYSICAL', variants: [variant(1800), variant(3200), variant(6000)] };
/** Three sizes, the large one on sale. */
export const BEAN_SIZES_SALE: Product = { productType: 'PHYSICAL', variants: [variant(1800), variant(3200), variant(6000, 1500)] };
/** A gift card in three amounts: the first amount shows. */
export const GIFT_CARD: Product = {
  productType: 'GIFT_CARD',
  variants: [variant(2500, undefined, 'SQ1000025'), variant(5000, undefined, 'SQ1000050'), variant(10000, undefined, 'SQ1000100')],
};
/** A brewing guide to download. */
export const BREWING_GUIDE: Product = { productType: 'DIGITAL', priceCents: 900, salePriceCents: 0, onSale: false };
export const BREWING_GUIDE_ON_SALE: Product = { productType: 'DIGITAL', priceCents: 900, salePriceCents: 600, onSale: true };
/** A tasting session priced in yen. */
export const TASTING_YEN: Product = { productType: 'SERVICE', variants: [variant(4500), variant(3800)] };
