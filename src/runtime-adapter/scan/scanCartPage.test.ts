// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeHtmlEntities } from '../../platform/markup/htmlEntities';
import { destroyRuntime, startRuntime } from '../runtime';
import { mountRegistry } from '../registry';
import type { MountRegistry } from '../mountTypes';
import { runtimeOptionsFor } from '../testing/runtimeOptions.fixture';
import { scanPage } from './scanPage';

const CART = {
  id: 'cart-1',
  entries: [{ id: 'e1', title: 'Print', quantity: 2, unitPriceCents: 2500 }],
  subtotalCents: 5000,
  grandTotalCents: 5000,
  totalQuantity: 2,
};
const root = (attributes = `data-cart-json="${encodeHtmlEntities(JSON.stringify(CART))}"`) =>
  `<div id="sqs-cart-root" ${attributes}><noscript><p>Your cart needs JavaScript.</p></noscript><p class="server">Loading your cart…</p></div>`;

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => destroyRuntime());

describe('the cart page scan', () => {
  it.each([200, 205])('on a cart page (page type %i) passes the cart as a plain value with the store currency, once', (pageType) => {
    document.body.innerHTML = root(`data-cart-json="${encodeHtmlEntities(JSON.stringify(CART))}" data-continue-shopping-href="/store"`);
    const { jobs, messages } = scanPage(document, { pageType, currency: 'EUR' });
    expect(messages).toEqual([]);
    expect(jobs).toEqual([
      expect.objectContaining({ kind: 'cartPage', label: 'cart page', props: { cart: CART, currency: 'EUR', continueShoppingHref: '/store' } }),
    ]);
    expect(document.getElementById('sqs-cart-root')?.getAttribute('data-runtime-bound')).toBe('cartPage');
    expect(scanPage(document, { pageType }).jobs).toEqual([]);
  });

  it('leaves the root alone on a page of another type or without a page type', () => {
    document.body.innerHTML = root();
    expect(scanPage(document, { pageType: 2 }).jobs).toEqual([]);
    expect(scanPage(document, { pageType: 201 }).jobs).toEqual([]);
    expect(scanPage(document).jobs).toEqual([]);
    expect(document.getElementById('sqs-cart-root')?.hasAttribute('data-runtime-bound')).toBe(false);
  });

  it('a root without a readable cart is left as rendered, with a message, once', () => {
    document.body.innerHTML = root('data-cart-json="{id:"');
    const { jobs, messages } = scanPage(document, { pageType: 200 });
    expect(jobs).toEqual([]);
    expect(messages[0]).toMatch(/^Cart page left as rendered: #sqs-cart-root has no readable cart \(/);
    expect(scanPage(document, { pageType: 200 }).messages).toEqual([]);
    document.body.innerHTML = root('');
    expect(scanPage(document, { pageType: 200 }).messages).toEqual([
      'Cart page left as rendered: #sqs-cart-root has no readable cart (data-cart-json is empty or missing)',
    ]);
  });
});

describe('the cart page chunk in the runtime', () => {
  function start(pageType: number) {
    const registry = { ...mountRegistry, cartPage: vi.fn(async () => ({ mount: () => () => {} })) } as unknown as MountRegistry & {
      cartPage: ReturnType<typeof vi.fn>;
    };
    const options = runtimeOptionsFor({ context: { pageType }, pathname: '/cart', registry });
    return { registry, started: startRuntime(options) };
  }

  it('loads only on a cart page: another page type neither scans the root nor loads the chunk', async () => {
    document.body.innerHTML = root();
    const other = start(2);
    await other.started;
    expect(other.registry.cartPage).not.toHaveBeenCalled();
    expect(document.getElementById('sqs-cart-root')?.hasAttribute('data-runtime-bound')).toBe(false);
    destroyRuntime();
    const cart = start(200);
    await cart.started;
    expect(cart.registry.cartPage).toHaveBeenCalledTimes(1);
  });
});
