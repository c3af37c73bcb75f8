import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddToCartButton } from './AddToCartButton';
import { CheckoutButton } from './CheckoutButton';
import { DonateButton } from './DonateButton';
import { GiftCardButton } from './GiftCardButton';
import { render } from '../../primitives/testing/themedRender';

const button = () => screen.getByRole('button') as HTMLButtonElement;
/** The label a visitor sees (hidden stacked labels left out). */
const visibleLabel = () => [...button().querySelectorAll('span')].find((s) => !s.hasAttribute('aria-hidden'))?.textContent ?? button().textContent;
const status = () => screen.queryByRole('status')?.textContent;

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
    const { user } = render(<AddToCartButton onAddToCart={onAddToCart} />);
    expect(visibleLabel()).toBe('Add to cart');
    await user.click(button());
    expect(visibleLabel()).toBe('Adding…');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    await user.click(button());
    expect(onAddToCart).toHaveBeenCalledTimes(1);
    await act(async () => call.resolve());
    expect(status()).toBe('Added to cart');
    expect(visibleLabel()).toBe('Add to cart');
    expect(button().hasAttribute('aria-disabled')).toBe(false);
  });

  it('announces a failure and lets the visitor try again', async () => {
    const onAddToCart = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce(undefined);
    const { user } = render(<AddToCartButton onAddToCart={onAddToCart} />);
    await user.click(button());
    expect(status()).toBe('The item could not be added to your cart. Please try again.');
    await user.click(button());
    expect(status()).toBe('Added to cart');
    expect(onAddToCart).toHaveBeenCalledTimes(2);
  });

  it('treats a handler that throws at once as a failure', async () => {
    const { user } = render(
      <AddToCartButton
        onAddToCart={() => {
          throw new Error('no cart');
        }}
      />,
    );
    await user.click(button());
    expect(status()).toBe('The item could not be added to your cart. Please try again.');
  });

  it('is disabled and says so when sold out', async () => {
    const onAddToCart = vi.fn();
    const { user } = render(<AddToCartButton onAddToCart={onAddToCart} soldOut labels={{ soldOut: 'Out of stock' }} />);
    expect(button()).toBeDisabled();
    expect(button().disabled).toBe(true);
    expect(visibleLabel()).toBe('Out of stock');
    await user.click(button());
    expect(onAddToCart).not.toHaveBeenCalled();
  });
});

describe('checkout entry points', () => {
  it('the checkout button calls its handler', async () => {
    const onCheckout = vi.fn();
    const { user } = render(<CheckoutButton onCheckout={onCheckout} />);
    expect(button().textContent).toBe('Checkout');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(onCheckout).toHaveBeenCalledTimes(1);
  });

  it('the donate button passes its donation page', async () => {
    const onDonate = vi.fn();
    const { user } = render(<DonateButton donatePageId="d-7" onDonate={onDonate} label="Give now" />);
    expect(button().textContent).toBe('Give now');
    await user.click(screen.getByRole('button', { name: 'Give now' }));
    expect(onDonate).toHaveBeenCalledWith('d-7');
  });

  it('the gift card button passes its product and amount', async () => {
    const onBuyGiftCard = vi.fn();
    const giftCard = { websiteId: 'w', giftCardProductId: 'g', sku: 'SQ7654321' };
    const { user } = render(<GiftCardButton giftCard={giftCard} onBuyGiftCard={onBuyGiftCard} />);
    expect(button().textContent).toBe('Buy a gift card');
    await user.click(screen.getByRole('button', { name: 'Buy a gift card' }));
    expect(onBuyGiftCard).toHaveBeenCalledWith(giftCard);
  });
});
