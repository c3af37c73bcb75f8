// @vitest-environment happy-dom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { CartIndicator, type CartIndicatorProps } from './CartIndicator';
import { setUpReactTestHost } from '../../../primitives/testing/reactTestHost';

const view = setUpReactTestHost();

const show = (props: Partial<CartIndicatorProps>) =>
  view.render(createElement(CartIndicator, { count: 0, subtotalCents: 0, currency: 'USD', href: '/cart', ...props }));
const link = () => view.host.querySelector('a')!;
/** The link's name from its content (hidden words included, as assistive technology reads it). */
const name = () => link().textContent;
const count = () => view.host.querySelector('[data-cart-count]')?.textContent;

describe('CartIndicator', () => {
  it('links to the cart, named with the count and subtotal', () => {
    show({ count: 3, subtotalCents: 4500 });
    expect(link().getAttribute('href')).toBe('/cart');
    expect(name()).toBe('Cart, 3 items, $45.00');
    expect(link().hasAttribute('aria-label')).toBe(false);
    expect(count()).toBe('3');
    expect(view.host.querySelector('[data-cart-subtotal]')?.textContent).toBe('$45.00');
    expect(link().hasAttribute('data-empty')).toBe(false);
  });

  it('takes the empty style at 0', () => {
    show({ count: 0, subtotalCents: 0 });
    expect(name()).toBe('Cart, 0 items, $0.00');
    expect(link().hasAttribute('data-empty')).toBe(true);
    expect(count()).toBe('0');
  });

  it('reads 100+ above 100', () => {
    show({ count: 100, subtotalCents: 10 });
    expect(count()).toBe('100');
    show({ count: 101, subtotalCents: 10 });
    expect(count()).toBe('100+');
    expect(name()).toBe('Cart, 100+ items, $0.10');
  });

  it('refuses a count that is not a whole number with a clear error', () => {
    expect(() => show({ count: -1 })).toThrow('A cart item count must be a whole number, 0 or more, got -1.');
  });
});
