import { useMemo } from 'react';
import { VisuallyHidden } from '../../primitives/a11y/VisuallyHidden';
import type { Currency, CurrencyCode } from '../../services/commerce/money/currencies';
import type { FormatMoneyOptions } from '../../services/commerce/money/formatMoney';
import { priceDisplay } from '../../services/commerce/product/priceDisplay.rules';
import type { Product } from '../../services/commerce/product/product.model';
import { Amount, OriginalAmount, PriceRoot, SaleAmount, SaleMark } from './ProductPrice.styles';
import { DEFAULT_PRICE_LABELS, productPricePieces, type PriceLabels, type PricePiece } from './productPrice.rules';

export interface ProductPriceProps {
  /** The product as the commerce service reads it (`parseProduct`). */
  product: Product;
  /** The store currency (the site's selected currency; USD when the site names none). */
  currency: Currency | CurrencyCode;
  /** Locale, zero-fraction trimming and separators, passed to `formatMoney`. */
  formatOptions?: FormatMoneyOptions;
  /** The hidden wording before sale and original prices, and the sale mark. */
  labels?: Partial<PriceLabels>;
  /** Product page (large) or list item (regular). Default regular. */
  size?: 'regular' | 'large';
}

function Piece({ piece }: { piece: PricePiece }) {
  switch (piece.kind) {
    case 'price':
    case 'from':
      return <Amount>{piece.text}</Amount>;
    case 'sale':
      return (
        <SaleAmount>
          <VisuallyHidden>{piece.hiddenLabel} </VisuallyHidden>
          {piece.text}
        </SaleAmount>
      );
    case 'original':
      return (
        <OriginalAmount>
          <VisuallyHidden>{piece.hiddenLabel} </VisuallyHidden>
          {piece.text}
        </OriginalAmount>
      );
    case 'mark':
      return <SaleMark>{piece.text}</SaleMark>;
  }
}

/**
 * A product's price (000 §5): the one price; on sale, the sale price and the original
 * struck through (each announced as such, since `<s>` is not read out); "from {startingPrice}"
 * when variant prices differ; a gift card's first amount. The decision is the commerce
 * service's `priceDisplay`.
 */
export function ProductPrice({ product, currency, formatOptions, labels, size = 'regular' }: ProductPriceProps) {
  const pieces = useMemo(
    () => productPricePieces(priceDisplay(product, currency, formatOptions), { ...DEFAULT_PRICE_LABELS, ...labels }),
    [product, currency, formatOptions, labels],
  );
  return (
    <PriceRoot $size={size} data-product-price="" data-price-kind={pieces[0]?.kind}>
      {pieces.map((piece) => (
        <Piece key={piece.kind} piece={piece} />
      ))}
    </PriceRoot>
  );
}
