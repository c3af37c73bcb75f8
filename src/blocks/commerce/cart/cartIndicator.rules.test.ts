import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartIndicator } from '../../../services/commerce';
import { cartIndicatorLabel } from './cartIndicator.rules';

const label = (count: number, subtotalCents: number, currency: 'USD' | 'JPY' | 'EUR' = 'USD') => cartIndicatorLabel(cartIndicator({ count, subtotalCents }, currency));

describe('cartIndicatorLabel', () => {
  it('names the cart, the count and the subtotal', () => {
    expect(label(3, 4500)).toBe('Cart, 3 items, $45.00');
    expect(label(1, 1200)).toBe('Cart, 1 item, $12.00');
    expect(label(100, 100000)).toBe('Cart, 100 items, $1,000.00');
  });

  it('says the cart is empty at 0', () => {
    expect(label(0, 0)).toBe('Cart, empty');
  });

  it('says "more than 100" where the badge shows 100+', () => {
    expect(label(101, 215000)).toBe('Cart, more than 100 items, $2,150.00');
  });

  it('formats the subtotal in the store currency', () => {
    expect(label(2, 3000, 'JPY')).toBe('Cart, 2 items, ¥3,000');
  });

  it('states the exact count up to 100 and never a count above it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (count) => {
        const text = label(count, 100);
        if (count <= 100) expect(text).toContain(`${count} item`);
        else expect(text).toContain('more than 100 items');
      }),
    );
  });
});
