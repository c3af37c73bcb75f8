// @vitest-environment happy-dom
/**
 * The cart page chunk on server markup: the entries and the server's totals a visitor
 * sees, a quantity change sent through the page's data call (with the crumb) and the new
 * totals shown, a refused change restored with the spec's message, checkout through the
 * commerce actions, a cart the reader refuses thrown, and the server markup back after the unmount.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../../services/cookies/cookieJar';
import { createDataCall } from '../../services/http/dataCall';
import { recordingFetch, type ScriptedAnswer } from '../../services/http/recordingFetch';
import { SERVER_CART, withPrintQuantity } from '../../commerce/cart/cart.fixture';
import { mountRegistry } from '../registry';
import { scanPage } from '../scan/scanPage';
import type { CartPageMarkup } from '../scan/scanCartPage';
import { fakeMountServices } from '../testing/fakeServices.fixture';
import { blockJson as json, settle } from '../testing/mountJob.fixture';
import type { MountContext } from '../mountTypes';

function context(...answers: ScriptedAnswer[]) {
  const fetch = recordingFetch(answers.length > 0 ? answers : [{ status: 200, body: SERVER_CART }]);
  const cookies = memoryCookieJar({ crumb: 'c1', hasCart: 'true' });
  const services = { ...fakeMountServices(), cookies, dataCall: createDataCall({ fetch, cookies }) };
  const mountContext: MountContext = { noMotion: true, mobileApp: false, services };
  return { fetch, mountContext, navigator: services.navigator };
}

/** The root as the server sends it: the cart's JSON, and its own list (and Checkout when it holds something) for visitors without JavaScript. */
function serverRoot(cart: unknown): string {
  const entries = ((cart as { entries?: { title: string; quantity: number; lineTotalCents: number }[] }).entries ?? []).map(
    (e) => `<li>${e.title} × ${e.quantity}: $${(e.lineTotalCents / 100).toFixed(2)}</li>`,
  );
  const checkout = entries.length > 0 ? '<p><a class="sqs-checkout-button" href="/commerce/goto-checkout">Checkout</a></p>' : '';
  return `<div id="sqs-cart-root" data-cart-json="${json(cart)}"><h1>Shopping cart</h1><ul class="sqs-cart-fallback server">${entries.join('') || '<li>Your cart is empty.</li>'}</ul>${checkout}</div>`;
}

async function mountScanned(cart: unknown, mountContext: MountContext) {
  document.body.innerHTML = serverRoot(cart);
  const job = scanPage(document, { pageType: 200, currency: 'USD' }).jobs[0]!;
  const { mount } = await mountRegistry.cartPage();
  const unmount = mount(job.element, job.props as CartPageMarkup, mountContext);
  await act(settle);
  return unmount;
}

const text = (selector: string) => document.querySelector(selector)?.textContent;
const quantityField = () => document.querySelector<HTMLInputElement>('[data-cart-entry="entry-print"] [role="spinbutton"]')!;
const increase = () => document.querySelector<HTMLButtonElement>('[data-cart-entry="entry-print"] button[aria-label^="Increase"]')!;

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('cart page mount chunk', () => {
  it('shows the entries and totals; a quantity change goes to the cart call with the crumb and the server’s totals show', async () => {
    const { fetch, mountContext } = context({ status: 200, body: withPrintQuantity(3) });
    const unmount = await mountScanned(SERVER_CART, mountContext);
    expect(document.querySelector<HTMLElement>('.server')?.hidden).toBe(true);
    expect(quantityField().getAttribute('aria-label')).toBe('Quantity of Lake at dusk, print');
    expect(text('[data-summary="grandTotal"]')).toBe('$113.00');
    act(() => increase().click());
    await act(settle);
    expect(fetch.requests.map((r) => `${r.method} ${r.url} ${r.body}`)).toEqual([
      'PUT /api/commerce/shopping-cart/entries/entry-print?crumb=c1 {"quantity":3}',
    ]);
    expect(quantityField().value).toBe('3');
    expect(text('[data-summary="subtotal"]')).toBe('$125.00');
    expect(text('[data-cart-announcer]')).toBe('Quantity of Lake at dusk, print updated to 3');
    unmount();
    expect(document.querySelector('.runtime-cart-page')).toBeNull();
    expect(document.querySelector<HTMLElement>('.server')?.hidden).toBe(false);
  }, 30_000);

  it('a refused change puts the quantity back and shows “Unable to update quantity” by the entry', async () => {
    const { mountContext } = context({ status: 400, body: { error: 'Only 10 in stock' } });
    const unmount = await mountScanned(SERVER_CART, mountContext);
    act(() => increase().click());
    await act(settle);
    expect(quantityField().value).toBe('2');
    expect(text('[data-cart-entry="entry-print"] [data-entry-message]')).toBe('Unable to update quantity');
    unmount();
  }, 30_000);

  it('Checkout goes to /commerce/goto-checkout through the commerce actions', async () => {
    const { mountContext, navigator } = context();
    const unmount = await mountScanned(SERVER_CART, mountContext);
    act(() => document.querySelector<HTMLButtonElement>('[data-checkout-button]')!.click());
    expect(navigator.current.assign).toHaveBeenCalledWith('/commerce/goto-checkout');
    unmount();
  }, 30_000);

  it('a cart the reader refuses throws with the entry named, and the server markup stays', async () => {
    await expect(mountScanned({ ...SERVER_CART, entries: [{ quantity: 2 }] }, context().mountContext)).rejects.toThrow('entries[0].id must be a string');
    expect(document.querySelector<HTMLElement>('.server')?.hidden).toBe(false);
  });
});
