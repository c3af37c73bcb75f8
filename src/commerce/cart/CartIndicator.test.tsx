import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartIndicator, type CartIndicatorProps } from './CartIndicator';
import { render } from '../../primitives/testing/themedRender';

const cart = (props: Partial<CartIndicatorProps>) => <CartIndicator count={0} subtotalCents={0} currency="USD" href="/cart" {...props} />;
const show = (props: Partial<CartIndicatorProps>) => render(cart(props));
const link = () => screen.getByRole('link');
/** The link's name from its content (hidden words included, as assistive technology reads it). */
const name = () => link().textContent;
const count = (view: HTMLElement) => view.querySelector('[data-cart-count]')?.textContent;

describe('CartIndicator', () => {
  it('links to the cart, named with the count and subtotal', () => {
    const { view } = show({ count: 3, subtotalCents: 4500 });
    expect(screen.getByRole('link', { name: 'Cart, 3 items, $45.00' })).toHaveAttribute('href', '/cart');
    expect(name()).toBe('Cart, 3 items, $45.00');
    expect(link().hasAttribute('aria-label')).toBe(false);
    expect(count(view)).toBe('3');
    expect(view.querySelector('[data-cart-subtotal]')?.textContent).toBe('$45.00');
    expect(link().hasAttribute('data-empty')).toBe(false);
  });

  it('takes the empty style at 0', () => {
    const { view } = show({ count: 0, subtotalCents: 0 });
    expect(name()).toBe('Cart, 0 items, $0.00');
    expect(link().hasAttribute('data-empty')).toBe(true);
    expect(count(view)).toBe('0');
  });

  it('reads 100+ above 100', () => {
    const { view, rerender } = show({ count: 100, subtotalCents: 10 });
    expect(count(view)).toBe('100');
    rerender(cart({ count: 101, subtotalCents: 10 }));
    expect(count(view)).toBe('100+');
    expect(name()).toBe('Cart, 100+ items, $0.10');
  });

  it('refuses a count that is not a whole number with a clear error', () => {
    expect(() => show({ count: -1 })).toThrow('A cart item count must be a whole number, 0 or more, got -1.');
  });
});
