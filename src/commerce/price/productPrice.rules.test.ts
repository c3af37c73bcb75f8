import { describe, expect, it } from 'vitest';
import { priceDisplay, type Product } from '../../services/commerce';
import { physical, variant } from '../../services/commerce/product/productVariant.fixture';
import { productPricePieces, spokenPrice } from './productPrice.rules';

const pieces = (product: Product, currency: 'USD' | 'JPY' = 'USD') => productPricePieces(priceDisplay(product, currency));

describe('productPricePieces', () => {
  it('shows one price plainly', () => {
    expect(pieces(physical(variant(2000)))).toEqual([{ kind: 'price', text: '$20.00' }]);
  });

  it('shows the sale price first, then the original, each with its hidden wording', () => {
    const p = pieces(physical(variant(2000, 1500)));
    expect(p).toEqual([
      { kind: 'sale', text: '$15.00', hiddenLabel: 'Sale price' },
      { kind: 'original', text: '$20.00', hiddenLabel: 'Original price' },
    ]);
    expect(spokenPrice(p)).toBe('Sale price $15.00, Original price $20.00');
  });

  it('shows "from {startingPrice}" when variant prices differ, marked when one is on sale', () => {
    expect(pieces(physical(variant(3000), variant(2500)))).toEqual([{ kind: 'from', text: 'from $25.00' }]);
    expect(spokenPrice(pieces(physical(variant(3000), variant(2500, 1800))))).toBe('from $18.00, Sale');
  });

  it('shows a gift card’s first amount, not a "from" price', () => {
    expect(pieces({ productType: 'GIFT_CARD', variants: [variant(5000), variant(2500), variant(10000)] })).toEqual([{ kind: 'price', text: '$50.00' }]);
  });

  it('prices a digital product from its own cents', () => {
    expect(pieces({ productType: 'DIGITAL', priceCents: 999, salePriceCents: 499, onSale: true }).map((p) => p.text)).toEqual(['$4.99', '$9.99']);
  });

  it('shows yen without a fraction', () => {
    expect(pieces(physical(variant(1500)), 'JPY')).toEqual([{ kind: 'price', text: '¥1,500' }]);
  });

  it('takes other wording', () => {
    const p = productPricePieces(priceDisplay(physical(variant(2000, 1000)), 'USD'), { salePrice: 'Now', originalPrice: 'Was', onSaleMark: 'Offer' });
    expect(spokenPrice(p)).toBe('Now $10.00, Was $20.00');
  });
});
