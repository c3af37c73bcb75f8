// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AddToCartButton } from './AddToCartButton';
import { CheckoutButton } from './CheckoutButton';
import { DonateButton } from './DonateButton';
import { GiftCardButton } from './GiftCardButton';
import { setUpReactTestHost } from '../../../primitives/testing/reactTestHost';

const view = setUpReactTestHost();

const button = () => view.host.querySelector('button')!;
/** The label a visitor sees (hidden stacked labels left out). */
const visibleLabel = () => [...button().querySelectorAll('span')].find((s) => !s.hasAttribute('aria-hidden'))?.textContent ?? button().textContent;
const status = () => view.host.querySelector('[role="status"]')?.textContent;
const click = async () => {
  await act(async () => {
    button().click();
  });
};

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('AddToCartButton', () => {
  it('adds once per press, ignores presses while adding, then announces the item is in the cart', async () => {
    const call = deferred();
    const onAddToCart = vi.fn(() => call.promise);
    view.render(createElement(AddToCartButton, { onAddToCart }));
    expect(visibleLabel()).toBe('Add to cart');
    await click();
    expect(visibleLabel()).toBe('Adding…');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    await click();
    expect(onAddToCart).toHaveBeenCalledTimes(1);
    await act(async () => call.resolve());
    expect(status()).toBe('Added to cart');
    expect(visibleLabel()).toBe('Add to cart');
    expect(button().hasAttribute('aria-disabled')).toBe(false);
  });

  it('announces a failure and lets the visitor try again', async () => {
    const onAddToCart = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce(undefined);
    view.render(createElement(AddToCartButton, { onAddToCart }));
    await click();
    expect(status()).toBe('The item could not be added to your cart. Please try again.');
    await click();
    expect(status()).toBe('Added to cart');
    expect(onAddToCart).toHaveBeenCalledTimes(2);
  });

  it('treats a handler that throws at once as a failure', async () => {
    view.render(createElement(AddToCartButton, { onAddToCart: () => { throw new Error('no cart'); } }));
    await click();
    expect(status()).toBe('The item could not be added to your cart. Please try again.');
  });

  it('is disabled and says so when sold out', async () => {
    const onAddToCart = vi.fn();
    view.render(createElement(AddToCartButton, { onAddToCart, soldOut: true, labels: { soldOut: 'Out of stock' } }));
    expect(button().disabled).toBe(true);
    expect(visibleLabel()).toBe('Out of stock');
    await click();
    expect(onAddToCart).not.toHaveBeenCalled();
  });
});

describe('checkout entry points', () => {
  it('the checkout button calls its handler', async () => {
    const onCheckout = vi.fn();
    view.render(createElement(CheckoutButton, { onCheckout }));
    expect(button().textContent).toBe('Checkout');
    await click();
    expect(onCheckout).toHaveBeenCalledTimes(1);
  });

  it('the donate button passes its donation page', async () => {
    const onDonate = vi.fn();
    view.render(createElement(DonateButton, { donatePageId: 'd-7', onDonate, label: 'Give now' }));
    expect(button().textContent).toBe('Give now');
    await click();
    expect(onDonate).toHaveBeenCalledWith('d-7');
  });

  it('the gift card button passes its product and amount', async () => {
    const onBuyGiftCard = vi.fn();
    const giftCard = { websiteId: 'w', giftCardProductId: 'g', sku: 'SQ7654321' };
    view.render(createElement(GiftCardButton, { giftCard, onBuyGiftCard }));
    expect(button().textContent).toBe('Buy a gift card');
    await click();
    expect(onBuyGiftCard).toHaveBeenCalledWith(giftCard);
  });
});
