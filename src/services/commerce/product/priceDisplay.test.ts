import { describe, expect, it } from 'vitest';
import { priceDisplay } from './priceDisplay.rules';
import { variant as v } from './productVariant.fixture';

describe('priceDisplay', () => {
  it('shows one price when every variant costs the same', () => {
    expect(priceDisplay({ productType: 'PHYSICAL', variants: [v(2500), v(2500)] }, 'USD')).toEqual({
      kind: 'price',
      price: { cents: 2500, decimal: '25.00', formatted: '$25.00' },
    });
  });

  it('shows the sale price with the original to strike through', () => {
    const shown = priceDisplay({ productType: 'PHYSICAL', variants: [v(2500, 1999), v(2500, 1999)] }, 'USD');
    expect(shown).toMatchObject({ kind: 'sale', salePrice: { formatted: '$19.99' }, originalPrice: { formatted: '$25.00' } });
  });

  it('shows "from" the lowest price paid when variant prices differ', () => {
    expect(priceDisplay({ productType: 'SERVICE', variants: [v(3000), v(1500), v(2000)] }, 'USD')).toEqual({
      kind: 'from',
      startingPrice: { cents: 1500, decimal: '15.00', formatted: '$15.00' },
      text: 'from $15.00',
      anyOnSale: false,
    });
    const withSale = priceDisplay({ productType: 'PHYSICAL', variants: [v(3000, 1000), v(1500)] }, 'EUR');
    expect(withSale).toMatchObject({ kind: 'from', text: 'from €10.00', anyOnSale: true });
  });

  it('does not claim a sale when only some variants reach the same price by one', () => {
    expect(priceDisplay({ productType: 'PHYSICAL', variants: [v(2000, 1500), v(1500)] }, 'USD')).toMatchObject({
      kind: 'price',
      price: { formatted: '$15.00' },
    });
  });

  it("shows a gift card's first variant price", () => {
    expect(priceDisplay({ productType: 'GIFT_CARD', variants: [v(5000), v(2500), v(10000)] }, 'USD')).toMatchObject({
      kind: 'price',
      price: { formatted: '$50.00' },
    });
  });

  it('shows a digital product from its own price fields', () => {
    expect(priceDisplay({ productType: 'DIGITAL', priceCents: 900, salePriceCents: 500, onSale: true }, 'GBP')).toMatchObject({
      kind: 'sale',
      salePrice: { formatted: '£5.00' },
      originalPrice: { formatted: '£9.00' },
    });
    expect(priceDisplay({ productType: 'DIGITAL', priceCents: 900, salePriceCents: 500, onSale: false }, 'JPY')).toMatchObject({
      kind: 'price',
      price: { formatted: '¥900' },
    });
  });

  it('passes format options through and refuses a product without variants', () => {
    expect(priceDisplay({ productType: 'PHYSICAL', variants: [v(2500)] }, 'USD', { trimZeroFractions: true })).toMatchObject({
      price: { formatted: '$25' },
    });
    expect(() => priceDisplay({ productType: 'PHYSICAL', variants: [] }, 'USD')).toThrow('at least one variant');
  });
});
