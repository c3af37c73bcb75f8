// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { setUpReactTestHost } from '../../primitives/testing/reactTestHost';
import type { DataCallResult } from '../../services/http/dataCall.types';
import { buildTheme } from '../../tokens/theme/buildTheme';
import { generatePreset } from '../../tokens/palette/generatePalette';
import { readServerCart, type CartClient, type ReadCart } from './cartClient';
import { CartPage } from './CartPage';
import { PRINT_ENTRY, SERVER_CART, withPrintQuantity } from './cartPage.fixture';

const theme = buildTheme(generatePreset('#2a6fdb', 'Complementary'));
const view = setUpReactTestHost();

/** A client whose calls wait until the test answers them. */
function heldClient() {
  const pending: { call: string; answer: (result: DataCallResult<ReadCart>) => void }[] = [];
  const hold = (call: string) => new Promise<DataCallResult<ReadCart>>((answer) => pending.push({ call, answer }));
  const client: CartClient = {
    get: () => hold('get'),
    add: (item) => hold(`add ${item.sku}`),
    setQuantity: (id, quantity) => hold(`quantity ${id} ${quantity}`),
    remove: (id) => hold(`remove ${id}`),
  };
  const answer = async (server: unknown) => {
    const next = pending.shift()!;
    await act(async () => next.answer({ ok: true, status: 200, data: readServerCart(server) }));
  };
  return { client, pending, answer };
}

function show(server: unknown, client: CartClient, onCheckout = vi.fn()) {
  view.render(createElement(ThemeProvider, { theme }, createElement(CartPage, { cart: readServerCart(server), currency: 'USD', client, onCheckout })));
  return onCheckout;
}

const field = () => view.host.querySelector<HTMLInputElement>('[data-cart-entry="entry-print"] [role="spinbutton"]')!;
const byLabel = (label: string) => view.host.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
const checkout = () => view.host.querySelector<HTMLButtonElement>('button[data-checkout-button]')!;
const type = (text: string) =>
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(field(), text);
    field().dispatchEvent(new Event('input', { bubbles: true }));
  });
const key = (name: string) => act(() => void field().dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true })));

describe('CartPage', () => {
  it("shows the count as '100+' above 100 (002 §9)", () => {
    show({ ...SERVER_CART, totalQuantity: 150 }, heldClient().client);
    expect(view.host.querySelector('[data-summary="items"]')?.textContent).toBe('100+');
  });

  it('a typed quantity counts on Enter; text that is not a number goes back', async () => {
    const held = heldClient();
    show(SERVER_CART, held.client);
    type('abc');
    key('Enter');
    expect(field().value).toBe('2');
    expect(held.pending).toEqual([]);
    type('40');
    key('Enter');
    expect(field().value).toBe(String(PRINT_ENTRY.stockLimit)); // clamped to the stock
    expect(held.pending.map((p) => p.call)).toEqual(['quantity entry-print 10']);
    await held.answer(withPrintQuantity(10));
    expect(view.host.querySelector('[data-summary="subtotal"]')?.textContent).toBe('$300.00');
  });

  it('Checkout pressed while a change is saved waits for it, then goes', async () => {
    const held = heldClient();
    const onCheckout = show(SERVER_CART, held.client);
    act(() => byLabel('Increase quantity of Lake at dusk, print').click());
    act(() => checkout().click());
    expect(onCheckout).not.toHaveBeenCalled();
    expect(view.host.textContent).toContain('Saving your changes, then on to checkout…');
    await held.answer(withPrintQuantity(3));
    expect(onCheckout).toHaveBeenCalledTimes(1);
  });

  it('with nothing waiting, Checkout goes at once', () => {
    const onCheckout = show(SERVER_CART, heldClient().client);
    act(() => checkout().click());
    expect(onCheckout).toHaveBeenCalledTimes(1);
  });
});
