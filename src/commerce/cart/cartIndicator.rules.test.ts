import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartIndicator } from '../../services/commerce';
import { cartIndicatorLabel, cartIndicatorLabelParts } from './cartIndicator.rules';

const indicator = (count: number, subtotalCents: number, currency: 'USD' | 'JPY' = 'USD') => cartIndicator({ count, subtotalCents }, currency);
const label = (count: number, subtotalCents: number, currency: 'USD' | 'JPY' = 'USD') => cartIndicatorLabel(indicator(count, subtotalCents, currency));

describe('cartIndicatorLabel', () => {
  it('names the cart, the count and the subtotal', () => {
    expect(label(3, 4500)).toBe('Cart, 3 items, $45.00');
    expect(label(1, 1200)).toBe('Cart, 1 item, $12.00');
    expect(label(100, 100000)).toBe('Cart, 100 items, $1,000.00');
  });

  it('names an empty cart with its shown 0 and subtotal', () => {
    expect(label(0, 0)).toBe('Cart, 0 items, $0.00');
  });

  it('says 100+ where the badge shows it', () => {
    expect(label(101, 215000)).toBe('Cart, 100+ items, $2,150.00');
  });

  it('formats the subtotal in the store currency', () => {
    expect(label(2, 3000, 'JPY')).toBe('Cart, 2 items, ¥3,000');
  });

  it('takes other wording', () => {
    expect(cartIndicatorLabel(indicator(2, 500), { before: 'Panier : ', oneItem: ' article, ', items: ' articles, ' })).toBe('Panier : 2 articles, $5.00');
  });

  it('contains the shown count and subtotal, in that order, for any cart (label in name)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 10_000_000 }), (count, cents) => {
        const shown = indicator(count, cents);
        const parts = cartIndicatorLabelParts(shown);
        expect(parts.count).toBe(count > 100 ? '100+' : String(count));
        const name = cartIndicatorLabel(shown);
        const at = name.indexOf(parts.count);
        expect(at).toBeGreaterThanOrEqual(0);
        expect(name.indexOf(parts.subtotal, at + parts.count.length)).toBeGreaterThan(at);
      }),
    );
  });
});
