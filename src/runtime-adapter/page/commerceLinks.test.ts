// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_COOKIES_MESSAGE, type PageNavigator } from '../../services/commerce/checkout/checkoutRedirect';
import { memoryCookieJar } from '../../services/cookies/cookieJar';
import { windowNavigator } from '../services/pageNavigator';
import { fakeNavigator } from '../testing/fakeServices.fixture';
import { listenForCommerceLinks } from './commerceLinks';
import { commerceLinkAction } from './commerceLinks.rules';

const STORE_LINKS = `
  <a class="sqs-checkout-button sqs-block-button-element" href="/commerce/goto-checkout" data-controller="CheckoutButton">Checkout</a>
  <a class="sqs-donate-button" href="/checkout/donate?donatePageId=6500000000000000000000d1">Donate</a>
  <a class="sqs-giftcard-button" href="/checkout/giftcard?websiteId=dev-website-0001&amp;giftCardProductId=prod-card&amp;sku=SQ4567890">Buy a gift card</a>
  <a class="sqs-subscribe-button" href="/checkout/subscribe?cartToken=dev-cart-token-0001">Subscribe monthly</a>
  <button type="button" data-controller="Other CheckoutButton"><span>Go</span></button>
  <a class="sqs-donate-button" href="/checkout/donate">Donate (no id)</a>`;

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
  document.body.innerHTML = '';
});

function page(navigator: PageNavigator, cookies = memoryCookieJar()) {
  document.body.innerHTML = STORE_LINKS;
  const log = vi.fn();
  cleanups.push(listenForCommerceLinks(document, { navigator, cookies }, log));
  return { log };
}

/** Clicks like a visitor; returns whether the browser would still follow the link. */
function click(selector: string, init: MouseEventInit = {}): boolean {
  const target = document.querySelector(selector)!;
  return target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
}

describe('commerce links', () => {
  it('reads the store page markup', () => {
    document.body.innerHTML = STORE_LINKS;
    const [checkout, donate, giftCard, subscribe] = Array.from(document.querySelectorAll('a')).map(commerceLinkAction);
    expect(checkout).toEqual({ kind: 'checkout' });
    expect(donate).toEqual({ kind: 'donate', donatePageId: '6500000000000000000000d1' });
    expect(giftCard).toEqual({ kind: 'giftCard', giftCard: { websiteId: 'dev-website-0001', giftCardProductId: 'prod-card', sku: 'SQ4567890' } });
    expect(subscribe).toEqual({ kind: 'subscribe', cartToken: 'dev-cart-token-0001' });
  });

  it('checkout without a cart cookie shows the spec alert and stays', () => {
    const navigator = fakeNavigator();
    page(navigator);
    expect(click('a.sqs-checkout-button')).toBe(false);
    expect(navigator.alert).toHaveBeenCalledWith(CHECKOUT_COOKIES_MESSAGE);
    expect(navigator.current.assign).not.toHaveBeenCalled();
  });

  it('checkout with a cart cookie goes to /commerce/goto-checkout, from a CheckoutButton controller too', () => {
    const navigator = fakeNavigator();
    page(navigator, memoryCookieJar({ hasCart: 'true' }));
    expect(click('a.sqs-checkout-button')).toBe(false);
    click('button[data-controller] span');
    expect(navigator.current.assign.mock.calls).toEqual([['/commerce/goto-checkout'], ['/commerce/goto-checkout']]);
    expect(navigator.alert).not.toHaveBeenCalled();
  });

  it('subscribe and gift card links go to their checkout in this window', () => {
    const navigator = fakeNavigator();
    page(navigator);
    click('a.sqs-subscribe-button');
    click('a.sqs-giftcard-button');
    expect(navigator.current.assign.mock.calls).toEqual([
      ['/checkout/subscribe?cartToken=dev-cart-token-0001'],
      ['/checkout/giftcard?websiteId=dev-website-0001&giftCardProductId=prod-card&sku=SQ4567890'],
    ]);
  });

  it('a link without its value is followed as rendered, and the log names what is missing', () => {
    const navigator = fakeNavigator();
    const { log } = page(navigator);
    expect(click('a.sqs-donate-button:last-of-type')).toBe(true);
    expect(log).toHaveBeenCalledWith('The donate link has no donatePageId; it is followed as rendered');
    expect(navigator.current.assign).not.toHaveBeenCalled();
  });

  it('a click with a key held (a new tab) is left to the browser', () => {
    const navigator = fakeNavigator();
    page(navigator, memoryCookieJar({ hasCart: 'true' }));
    expect(click('a.sqs-checkout-button', { ctrlKey: true })).toBe(true);
    expect(navigator.current.assign).not.toHaveBeenCalled();
  });

  it('stops listening after cleanup', () => {
    const navigator = fakeNavigator();
    page(navigator);
    cleanups.splice(0).forEach((c) => c());
    expect(click('a.sqs-checkout-button')).toBe(true);
    expect(navigator.alert).not.toHaveBeenCalled();
  });
});

describe('donate inside the admin frame', () => {
  /** A page window framed by the config panel: its own location, and a top window at /config. */
  function framedWindow() {
    const own = { assign: vi.fn<(url: string) => void>() };
    const top = { location: { pathname: '/config/pages', assign: vi.fn<(url: string) => void>() } };
    const win = { location: own, top, self: {}, alert: vi.fn() } as unknown as Window;
    return { win, own, top };
  }

  it('goes to the top window', () => {
    const { win, own, top } = framedWindow();
    page(windowNavigator(win));
    click('a.sqs-donate-button');
    expect(top.location.assign).toHaveBeenCalledWith('/checkout/donate?donatePageId=6500000000000000000000d1');
    expect(own.assign).not.toHaveBeenCalled();
  });

  it('outside any frame stays in this window', () => {
    const assign = vi.fn();
    const win = { location: { assign }, alert: vi.fn() } as unknown as Window & { top: unknown; self: unknown };
    (win as { top: unknown }).top = win;
    (win as { self: unknown }).self = win;
    page(windowNavigator(win));
    click('a.sqs-donate-button');
    expect(assign).toHaveBeenCalledWith('/checkout/donate?donatePageId=6500000000000000000000d1');
  });
});
