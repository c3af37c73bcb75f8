import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../primitives/testing/themedRender';
import type { DataCallResult } from '../../services/http/dataCall.types';
import { generatePreset } from '../../tokens/palette/generatePalette';
import { readServerCart, type CartClient, type ReadCart } from '../../commerce/cart/cartClient';
import { CartPage } from './CartPage';
import { PRINT_ENTRY, SERVER_CART, withPrintQuantity } from '../../commerce/cart/cart.fixture';

const palette = generatePreset('#2a6fdb', 'Complementary');

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
    await act(async () => next.answer({ ok: true, status: 200, value: readServerCart(server) }));
  };
  return { client, pending, answer };
}

function show(server: unknown, client: CartClient, onCheckout = vi.fn()) {
  const rendered = render(<CartPage cart={readServerCart(server)} currency="USD" client={client} onCheckout={onCheckout} />, { palette });
  return { onCheckout, ...rendered };
}

const field = () => within(document.querySelector<HTMLElement>('[data-cart-entry="entry-print"]')!).getByRole('spinbutton') as HTMLInputElement;
const checkout = () => document.querySelector<HTMLButtonElement>('button[data-checkout-button]')!;

describe('CartPage', () => {
  it("shows the count as '100+' above 100 (002 §9)", () => {
    const { view } = show({ ...SERVER_CART, totalQuantity: 150 }, heldClient().client);
    expect(view.querySelector('[data-summary="items"]')?.textContent).toBe('100+');
  });

  it('a typed quantity counts on Enter; text that is not a number goes back', async () => {
    const held = heldClient();
    const { view, user } = show(SERVER_CART, held.client);
    await user.clear(field());
    await user.type(field(), 'abc{Enter}');
    expect(field().value).toBe('2');
    expect(held.pending).toEqual([]);
    await user.clear(field());
    await user.type(field(), '40{Enter}');
    expect(field().value).toBe(String(PRINT_ENTRY.stockLimit)); // clamped to the stock
    expect(held.pending.map((p) => p.call)).toEqual(['quantity entry-print 10']);
    await held.answer(withPrintQuantity(10));
    expect(view.querySelector('[data-summary="subtotal"]')?.textContent).toBe('$300.00');
  });

  it('Checkout pressed while a change is saved waits for it, then goes', async () => {
    const held = heldClient();
    const { onCheckout, view, user } = show(SERVER_CART, held.client);
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Lake at dusk, print' }));
    await user.click(checkout());
    expect(onCheckout).not.toHaveBeenCalled();
    expect(view.textContent).toContain('Saving your changes, then on to checkout…');
    await held.answer(withPrintQuantity(3));
    expect(onCheckout).toHaveBeenCalledTimes(1);
  });

  it('with nothing waiting, Checkout goes at once', async () => {
    const { onCheckout, user } = show(SERVER_CART, heldClient().client);
    expect(screen.getAllByRole('button', { name: /checkout/i })).toContain(checkout());
    await user.click(checkout());
    expect(onCheckout).toHaveBeenCalledTimes(1);
  });
});
