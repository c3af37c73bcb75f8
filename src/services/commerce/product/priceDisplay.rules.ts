/**
 * What a product's price block shows, as a model for the view (not markup):
 * - on sale: the sale price, and the original price struck through;
 * - variants whose prices differ: "from {startingPrice}", the lowest price a shopper pays;
 * - a gift card: its first variant's price;
 * - otherwise the one price.
 *
 * Variants are compared by the price a shopper pays (the sale price when on sale).
 * When they all pay the same, the product shows as on sale only if every variant is on
 * sale from the same original price; otherwise that one price is shown plainly.
 */
import type { Currency, CurrencyCode } from '../money/currencies';
import { toDisplayMoney, type DisplayMoney } from '../money/displayMoney';
import type { FormatMoneyOptions } from '../money/formatMoney';
import type { Product, ProductVariant } from './product.model';

/** The spec's wording for differing variant prices. */
export const FROM_PRICE_TEMPLATE = 'from {startingPrice}';

export type PriceDisplay =
  | { readonly kind: 'price'; readonly price: DisplayMoney }
  | { readonly kind: 'sale'; readonly salePrice: DisplayMoney; readonly originalPrice: DisplayMoney }
  | {
      readonly kind: 'from';
      readonly startingPrice: DisplayMoney;
      /** "from $10.00" */
      readonly text: string;
      /** Some variant is on sale (the view may mark it). */
      readonly anyOnSale: boolean;
    };

const paid = (v: Pick<ProductVariant, 'onSale' | 'priceCents' | 'salePriceCents'>) => (v.onSale ? v.salePriceCents : v.priceCents);

export function priceDisplay(product: Product, currency: Currency | CurrencyCode, options: FormatMoneyOptions = {}): PriceDisplay {
  const money = (cents: number): DisplayMoney => toDisplayMoney(cents, currency, options);
  const single = (v: Pick<ProductVariant, 'onSale' | 'priceCents' | 'salePriceCents'>): PriceDisplay =>
    v.onSale ? { kind: 'sale', salePrice: money(v.salePriceCents), originalPrice: money(v.priceCents) } : { kind: 'price', price: money(v.priceCents) };

  if (product.productType === 'DIGITAL') return single(product);

  const [first] = product.variants;
  if (!first) throw new Error('A product needs at least one variant to show a price.');
  if (product.productType === 'GIFT_CARD') return { kind: 'price', price: money(first.priceCents) };

  const lowest = Math.min(...product.variants.map(paid));
  const samePaid = product.variants.every((v) => paid(v) === lowest);
  if (samePaid) {
    const allOnSaleAlike = product.variants.every((v) => v.onSale && v.priceCents === first.priceCents);
    return allOnSaleAlike ? single(first) : { kind: 'price', price: money(lowest) };
  }
  const startingPrice = money(lowest);
  return {
    kind: 'from',
    startingPrice,
    text: FROM_PRICE_TEMPLATE.replace('{startingPrice}', startingPrice.formatted),
    anyOnSale: product.variants.some((v) => v.onSale),
  };
}
