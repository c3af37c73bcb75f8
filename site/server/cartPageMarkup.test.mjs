import { describe, expect, it } from 'vitest';
import { withCartPage } from './cartPageMarkup.mjs';

const PAGE = `<div id="sqs-cart-root" data-cart-json="" data-continue-shopping-href="/store">
          <h1>Shopping cart</h1>
          <ul class="sqs-cart-fallback"><li>Your cart is empty.</li></ul>
          <p><a class="sqs-checkout-button sqs-block-button-element" href="/commerce/goto-checkout" data-controller="CheckoutButton">Checkout</a></p>
        </div>`;

describe('the cart page root', () => {
  it('carries the cart as JSON and lists its entries, with the Checkout link', () => {
    const html = withCartPage(PAGE, { entries: [{ title: 'Tide chart, print', quantity: 3, lineTotalCents: 4500 }] }, 'EUR');
    expect(html).toContain('data-cart-json="&#123;&#34;entries&#34;:[&#123;&#34;title&#34;:&#34;Tide chart, print&#34;');
    expect(html).toContain('<ul class="sqs-cart-fallback"><li>Tide chart, print × 3: €45.00</li></ul>');
    expect(html).toContain('>Checkout</a></p>');
  });

  it('an empty cart says so and has no Checkout link', () => {
    const html = withCartPage(PAGE, { entries: [] });
    expect(html).toContain('<li>Your cart is empty.</li>');
    expect(html).not.toContain('Checkout');
    expect(html).toContain('</ul>\n        </div>');
  });
});
