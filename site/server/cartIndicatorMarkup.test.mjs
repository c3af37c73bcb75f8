import { describe, expect, it } from 'vitest';
import { withCartIndicator } from './cartIndicatorMarkup.mjs';

const INDICATOR = '<a href="/cart"><span class="sqs-cart-quantity" data-cart-quantity>0</span> items, <span class="sqs-cart-subtotal" data-cart-subtotal>$0.00</span></a>';

describe('withCartIndicator', () => {
  it('writes the cart’s count and subtotal into the indicator', () => {
    expect(withCartIndicator(INDICATOR, { totalQuantity: 3, subtotalCents: 10000 })).toBe(
      '<a href="/cart"><span class="sqs-cart-quantity" data-cart-quantity>3</span> items, <span class="sqs-cart-subtotal" data-cart-subtotal>$100.00</span></a>',
    );
  });

  it('no cart is an empty one; a page without an indicator is unchanged', () => {
    expect(withCartIndicator(INDICATOR, null)).toBe(INDICATOR);
    expect(withCartIndicator('<p>x</p>', { totalQuantity: 3, subtotalCents: 1 })).toBe('<p>x</p>');
  });
});
