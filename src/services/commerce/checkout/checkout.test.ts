import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../../cookies/cookieJar';
import { CHECKOUT_COOKIES_MESSAGE, goToCheckout, goToDonateCheckout, goToGiftCardCheckout, goToSubscribeCheckout } from './checkoutRedirect';
import { recordingNavigator } from './pageNavigator.fixture';
import { giftCardCheckoutUrl } from './checkoutRoutes';

describe('cart checkout', () => {
  it('goes to /commerce/goto-checkout when the cart flag cookie exists', () => {
    const { navigator, log } = recordingNavigator();
    expect(goToCheckout(navigator, memoryCookieJar({ hasCart: 'true' }))).toEqual({ kind: 'navigated', url: '/commerce/goto-checkout', window: 'current' });
    expect(log).toEqual(['current /commerce/goto-checkout']);
  });

  it('goes there when only the cart cookie exists', () => {
    const { navigator, log } = recordingNavigator(true);
    goToCheckout(navigator, memoryCookieJar({ CART: 'abc123' }));
    expect(log).toEqual(['current /commerce/goto-checkout']);
  });

  it('alerts with the spec text and stays when neither cookie exists', () => {
    const { navigator, log } = recordingNavigator();
    expect(goToCheckout(navigator, memoryCookieJar({ CART: '', other: 'x' }))).toEqual({ kind: 'alerted', message: CHECKOUT_COOKIES_MESSAGE });
    expect(log).toEqual(['alert Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.']);
  });

  it('takes other cookie names', () => {
    const { navigator, log } = recordingNavigator();
    goToCheckout(navigator, memoryCookieJar({ cartFlag: '1' }), { flag: 'cartFlag', cart: 'cartId' });
    expect(log).toEqual(['current /commerce/goto-checkout']);
  });
});

describe('subscribe, donate and gift card checkout', () => {
  it('subscribes with the cart token encoded, in this window even inside the admin frame', () => {
    const { navigator, log } = recordingNavigator(true);
    goToSubscribeCheckout(navigator, 'a b&c=d/é');
    expect(log).toEqual(['current /checkout/subscribe?cartToken=a%20b%26c%3Dd%2F%C3%A9']);
  });

  it('donates in this window, or in the top window inside the admin frame', () => {
    const outside = recordingNavigator(false);
    goToDonateCheckout(outside.navigator, 'page 1');
    expect(outside.log).toEqual(['current /checkout/donate?donatePageId=page%201']);
    const inside = recordingNavigator(true);
    expect(goToDonateCheckout(inside.navigator, 'p1')).toEqual({ kind: 'navigated', url: '/checkout/donate?donatePageId=p1', window: 'top' });
    expect(inside.log).toEqual(['top /checkout/donate?donatePageId=p1']);
  });

  it('carries the visitor’s chosen amount, currency and frequency after the donatePageId', () => {
    const inside = recordingNavigator(true);
    goToDonateCheckout(inside.navigator, 'p1', { amount: '25.00', currency: 'EUR', frequency: 'monthly' });
    expect(inside.log).toEqual(['top /checkout/donate?donatePageId=p1&amount=25.00&currency=EUR&frequency=monthly']);
    expect(() => goToDonateCheckout(inside.navigator, 'p1', { amount: '', currency: 'EUR', frequency: 'one-time' })).toThrow('Checkout needs amount');
  });

  it('buys a gift card with website, product and an optional sku', () => {
    const inside = recordingNavigator(true);
    goToGiftCardCheckout(inside.navigator, { websiteId: 'w1', giftCardProductId: 'g#2', sku: 'SQ1234567' });
    expect(inside.log).toEqual(['top /checkout/giftcard?websiteId=w1&giftCardProductId=g%232&sku=SQ1234567']);
    const outside = recordingNavigator(false);
    goToGiftCardCheckout(outside.navigator, { websiteId: 'w1', giftCardProductId: 'g2' });
    expect(outside.log).toEqual(['current /checkout/giftcard?websiteId=w1&giftCardProductId=g2']);
    expect(giftCardCheckoutUrl({ websiteId: 'w', giftCardProductId: 'g', sku: '' })).toBe('/checkout/giftcard?websiteId=w&giftCardProductId=g');
  });

  it('refuses a missing value by name instead of navigating', () => {
    const { navigator, log } = recordingNavigator();
    expect(() => goToSubscribeCheckout(navigator, '')).toThrow('Checkout needs cartToken, got "".');
    expect(() => goToDonateCheckout(navigator, '  ')).toThrow('Checkout needs donatePageId');
    expect(() => goToGiftCardCheckout(navigator, { websiteId: 'w', giftCardProductId: undefined as unknown as string })).toThrow(
      'Checkout needs giftCardProductId, got nothing.',
    );
    expect(log).toEqual([]);
  });
});
