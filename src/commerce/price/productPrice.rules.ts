/**
 * What the product price block says, built on the commerce service's `priceDisplay`
 * (which decides sale / from / gift card / plain; nothing of that is repeated here).
 * This module only turns its model into the pieces the view prints, with the wording a
 * screen reader hears in front of each amount.
 *
 * The spec gives the "from {startingPrice}" wording and nothing else: "Sale price",
 * "Original price" and the "Sale" mark are this project's wording, replaceable through
 * `PriceLabels`.
 */
import type { PriceDisplay } from '../../services/commerce';

export interface PriceLabels {
  /** Read before the price a shopper pays when on sale. */
  readonly salePrice: string;
  /** Read before the struck-through original price. */
  readonly originalPrice: string;
  /** The mark beside "from …" when some variant is on sale. */
  readonly onSaleMark: string;
}

export const DEFAULT_PRICE_LABELS: PriceLabels = { salePrice: 'Sale price', originalPrice: 'Original price', onSaleMark: 'Sale' };

export type PricePiece =
  /** A price shown plainly. */
  | { readonly kind: 'price'; readonly text: string }
  /** The sale price, with its hidden label. */
  | { readonly kind: 'sale'; readonly text: string; readonly hiddenLabel: string }
  /** The original price, struck through, with its hidden label. */
  | { readonly kind: 'original'; readonly text: string; readonly hiddenLabel: string }
  /** "from $10.00". */
  | { readonly kind: 'from'; readonly text: string }
  /** The sale mark beside a "from" price. */
  | { readonly kind: 'mark'; readonly text: string };

/** The pieces in reading order: the price a shopper pays comes first. */
export function productPricePieces(display: PriceDisplay, labels: PriceLabels = DEFAULT_PRICE_LABELS): PricePiece[] {
  switch (display.kind) {
    case 'price':
      return [{ kind: 'price', text: display.price.formatted }];
    case 'sale':
      return [
        { kind: 'sale', text: display.salePrice.formatted, hiddenLabel: labels.salePrice },
        { kind: 'original', text: display.originalPrice.formatted, hiddenLabel: labels.originalPrice },
      ];
    case 'from':
      return display.anyOnSale
        ? [
            { kind: 'from', text: display.text },
            { kind: 'mark', text: labels.onSaleMark },
          ]
        : [{ kind: 'from', text: display.text }];
  }
}

/** The whole price as a screen reader reads it: "Sale price $15.00, Original price $20.00". */
export function spokenPrice(pieces: readonly PricePiece[]): string {
  return pieces.map((p) => ('hiddenLabel' in p ? `${p.hiddenLabel} ${p.text}` : p.text)).join(', ');
}
