import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../services/cookies/cookieJar';
import { CHECKOUT_COOKIES_MESSAGE } from '../services/commerce';
import { recordingNavigator } from '../services/commerce/checkout/pageNavigator.fixture';
import { createCommerceActions } from './commerceActions';

describe('createCommerceActions', () => {
  it('goes to cart checkout when the cart flag cookie exists', () => {
    const { navigator, log } = recordingNavigator();
    const outcome = createCommerceActions({ navigator, cookies: memoryCookieJar({ hasCart: 'true' }) }).checkout();
    expect(outcome).toEqual({ kind: 'navigated', url: '/commerce/goto-checkout', window: 'current' });
    expect(log).toEqual(['current /commerce/goto-checkout']);
  });

  it('alerts with the spec’s message and stays on the page without a cart cookie', () => {
    const { navigator, log } = recordingNavigator();
    const outcome = createCommerceActions({ navigator, cookies: memoryCookieJar() }).checkout();
    expect(outcome).toEqual({ kind: 'alerted', message: CHECKOUT_COOKIES_MESSAGE });
    expect(log).toEqual(['alert Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.']);
  });

  it('reads renamed cart cookies', () => {
    const { navigator, log } = recordingNavigator();
    createCommerceActions({ navigator, cookies: memoryCookieJar({ myCart: 'abc' }), cartCookieNames: { flag: 'x', cart: 'myCart' } }).checkout();
    expect(log).toEqual(['current /commerce/goto-checkout']);
  });

  it('opens donation and gift card checkout in the top window inside the admin preview frame', () => {
    const { navigator, log } = recordingNavigator(true);
    const actions = createCommerceActions({ navigator, cookies: memoryCookieJar() });
    actions.donate('page 1');
    actions.buyGiftCard({ websiteId: 'w1', giftCardProductId: 'g1', sku: 'SQ1234567' });
    expect(log).toEqual(['top /checkout/donate?donatePageId=page%201', 'top /checkout/giftcard?websiteId=w1&giftCardProductId=g1&sku=SQ1234567']);
  });

  it('subscribes with a plan’s cart token in this window, even inside the admin preview frame', () => {
    const { navigator, log } = recordingNavigator(true);
    createCommerceActions({ navigator, cookies: memoryCookieJar() }).subscribe('tok 1');
    expect(log).toEqual(['current /checkout/subscribe?cartToken=tok%201']);
  });

  it('opens donation checkout in this window on a published page', () => {
    const { navigator, log } = recordingNavigator(false);
    createCommerceActions({ navigator, cookies: memoryCookieJar() }).donate('d1');
    expect(log).toEqual(['current /checkout/donate?donatePageId=d1']);
  });
});
