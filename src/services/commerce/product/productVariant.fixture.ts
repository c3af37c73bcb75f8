/**
 * Products for the price tests (the price display rules, the view's pieces and the view):
 * a variant in stock at a price, on sale when a sale price is given.
 */
import type { Product, ProductVariant } from './product.model';

export const variant = (priceCents: number, salePriceCents?: number): ProductVariant => ({
  id: null,
  priceCents,
  salePriceCents: salePriceCents ?? 0,
  onSale: salePriceCents !== undefined,
  unlimited: true,
  qtyInStock: 0,
  sku: '',
  optionValues: [],
});

export const physical = (...variants: ProductVariant[]): Product => ({ productType: 'PHYSICAL', variants });
