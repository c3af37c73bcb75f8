import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCart } from '../../services/commerce/cart/cart.model';
import type { CartCall } from '../../commerce/cart/cartClient';
import { readCartEntries } from '../../commerce/cart/cartEntry.rules';
import {
  cartPageStep,
  cartPageTransition,
  checkoutMayGo,
  entryActivity,
  initialCartPageState,
  isBusy,
  shownQuantity,
  startNext,
  type CartPageEvent,
  type CartPageState,
} from './cartPage.machine';
import { CARD_ENTRY, PRINT_ENTRY, SERVER_CART, recomputed, withPrintQuantity } from '../../commerce/cart/cart.fixture';

const read = (server: unknown) => {
  const cart = parseCart(server);
  return { cart, entries: readCartEntries(cart.entries) };
};
const start = () => {
  const { cart, entries } = read(SERVER_CART);
  return initialCartPageState(cart, entries);
};
const send = (state: CartPageState, ...events: CartPageEvent[]) => events.reduce(cartPageTransition, state);
/** Starts the next call; returns the state and the call sent. */
const next = (state: CartPageState): [CartPageState, CartCall | null] => {
  const { state: after, call } = startNext(state);
  return [after, call];
};
const ok = (server: unknown): CartPageEvent => ({ type: 'succeeded', ...read(server) });
const print = (state: CartPageState) => state.entries.find((e) => e.id === 'entry-print')!;

describe('quantity changes', () => {
  it('shows the asked quantity at once, sends it, and takes the server’s totals when it answers', () => {
    let state = send(start(), { type: 'setQuantity', entryId: 'entry-print', quantity: 3 });
    expect(shownQuantity(state, print(state))).toBe(3);
    expect(state.cart.subtotalCents).toBe(10000); // totals wait for the server
    expect(entryActivity(state, 'entry-print')).toBe('updating');
    let call;
    [state, call] = next(state);
    expect(call).toEqual({ kind: 'quantity', entryId: 'entry-print', quantity: 3 });
    state = send(state, ok(withPrintQuantity(3)));
    expect(shownQuantity(state, print(state))).toBe(3);
    expect(state.cart.subtotalCents).toBe(12500);
    expect(entryActivity(state, 'entry-print')).toBeNull();
    expect(state.announcement?.text).toBe('Quantity of Lake at dusk, print updated to 3');
    expect(isBusy(state)).toBe(false);
  });

  it('clicks while a change is in flight are sent once after it, with the latest quantity', () => {
    let [state, call] = next(send(start(), { type: 'setQuantity', entryId: 'entry-print', quantity: 3 }));
    expect(call).toMatchObject({ quantity: 3 });
    state = send(state, { type: 'setQuantity', entryId: 'entry-print', quantity: 4 }, { type: 'setQuantity', entryId: 'entry-print', quantity: 5 });
    expect(next(state)[1]).toBeNull(); // one call at a time
    expect(shownQuantity(state, print(state))).toBe(5);
    state = send(state, ok(withPrintQuantity(3)));
    expect(shownQuantity(state, print(state))).toBe(5); // still what the visitor asked
    expect(state.announcement).toBeNull(); // not settled yet
    [state, call] = next(state);
    expect(call).toEqual({ kind: 'quantity', entryId: 'entry-print', quantity: 5 });
    state = send(state, ok(withPrintQuantity(5)));
    expect(state.announcement?.text).toBe('Quantity of Lake at dusk, print updated to 5');
    expect(next(state)[1]).toBeNull();
  });

  it('going back to the server’s quantity before anything is sent sends nothing', () => {
    const state = send(start(), { type: 'setQuantity', entryId: 'entry-print', quantity: 3 }, { type: 'setQuantity', entryId: 'entry-print', quantity: 2 });
    expect(next(state)[1]).toBeNull();
    expect(isBusy(state)).toBe(false);
  });

  it('stays within 1 and the stock limit', () => {
    const state = send(start(), { type: 'setQuantity', entryId: 'entry-print', quantity: 40 });
    expect(shownQuantity(state, print(state))).toBe(PRINT_ENTRY.stockLimit);
  });

  it('a failure restores the server’s quantity, drops the clicks waiting on it, and shows the spec’s message', () => {
    let [state] = next(send(start(), { type: 'setQuantity', entryId: 'entry-print', quantity: 3 }));
    state = send(state, { type: 'setQuantity', entryId: 'entry-print', quantity: 4 }, { type: 'failed' });
    expect(shownQuantity(state, print(state))).toBe(2);
    expect(state.errors['entry-print']).toBe('Unable to update quantity');
    expect(state.announcement?.text).toBe('Unable to update quantity');
    expect(next(state)[1]).toBeNull();
    // the next click clears the message and is sent
    state = send(state, { type: 'setQuantity', entryId: 'entry-print', quantity: 3 });
    expect(state.errors['entry-print']).toBeUndefined();
    expect(next(state)[1]).toMatchObject({ kind: 'quantity', quantity: 3 });
  });
});

describe('remove and undo', () => {
  it('removes an entry and keeps a line where it was, with Undo adding it back', () => {
    let [state, call] = next(send(start(), { type: 'remove', entryId: 'entry-print' }));
    expect(call).toEqual({ kind: 'remove', entryId: 'entry-print' });
    expect(entryActivity(state, 'entry-print')).toBe('removing');
    state = send(state, ok(recomputed([CARD_ENTRY])));
    expect(state.entries.map((e) => e.id)).toEqual(['entry-card']);
    expect(state.removed).toEqual([{ entry: expect.objectContaining({ id: 'entry-print' }), index: 0, adding: false }]);
    expect(state.announcement?.text).toBe('Lake at dusk, print removed from your cart');
    [state, call] = next(send(state, { type: 'undo', entryId: 'entry-print' }));
    expect(call).toEqual({ kind: 'add', removedId: 'entry-print', itemId: 'prod-print', sku: 'SQ1234567', quantity: 2 });
    expect(state.removed[0]?.adding).toBe(true);
    state = send(state, ok(recomputed([CARD_ENTRY, PRINT_ENTRY])));
    expect(state.removed).toEqual([]);
    expect(state.announcement?.text).toBe('Lake at dusk, print is back in your cart');
  });

  it('a failed remove keeps the entry and shows the spec’s message', () => {
    const [state] = next(send(start(), { type: 'remove', entryId: 'entry-print' }));
    const after = send(state, { type: 'failed' });
    expect(after.entries).toHaveLength(2);
    expect(entryActivity(after, 'entry-print')).toBeNull();
    expect(after.errors['entry-print']).toBe('Unable to remove item');
  });

  it('a failed undo keeps the removed line, with the spec’s message and Undo to try again', () => {
    let [state] = next(send(start(), { type: 'remove', entryId: 'entry-print' }));
    [state] = next(send(state, ok(recomputed([CARD_ENTRY])), { type: 'undo', entryId: 'entry-print' }));
    state = send(state, { type: 'failed' });
    expect(state.removed[0]?.adding).toBe(false);
    expect(state.errors['entry-print']).toBe('Unable to add item');
    expect(next(send(state, { type: 'undo', entryId: 'entry-print' }))[1]).toMatchObject({ kind: 'add' });
  });

  it('removing an entry whose quantity is waiting drops the quantity change', () => {
    let [state, call] = next(send(start(), { type: 'setQuantity', entryId: 'entry-card', quantity: 2 }));
    state = send(state, { type: 'setQuantity', entryId: 'entry-print', quantity: 3 }, { type: 'remove', entryId: 'entry-print' });
    state = send(state, ok(recomputed([PRINT_ENTRY, { ...CARD_ENTRY, quantity: 2, lineTotalCents: 10000 }])));
    [state, call] = next(state);
    expect(call).toEqual({ kind: 'remove', entryId: 'entry-print' });
    expect(next(send(state, { type: 'setQuantity', entryId: 'entry-print', quantity: 4 }))[0].wanted).toEqual({});
  });
});

describe('checkout while saving', () => {
  it('waits for the changes, and is called off when one fails', () => {
    let [state] = next(send(start(), { type: 'setQuantity', entryId: 'entry-print', quantity: 3 }));
    state = send(state, { type: 'checkout' });
    expect(checkoutMayGo(state)).toBe(false);
    expect(checkoutMayGo(send(state, ok(withPrintQuantity(3))))).toBe(true);
    expect(checkoutMayGo(send(state, { type: 'failed' }))).toBe(false);
  });
});

describe('the page’s step (what useMachine runs)', () => {
  it('sends the first change at once and the one made meanwhile after the answer', () => {
    const first = cartPageStep(start(), { type: 'setQuantity', entryId: 'entry-print', quantity: 3 });
    expect(first.effects).toEqual([{ kind: 'send', call: { kind: 'quantity', entryId: 'entry-print', quantity: 3 } }]);
    const meanwhile = cartPageStep(first.state, { type: 'remove', entryId: 'entry-card' });
    expect(meanwhile.effects).toEqual([]);
    const answered = cartPageStep(meanwhile.state, ok(withPrintQuantity(3)));
    expect(answered.effects).toEqual([{ kind: 'send', call: { kind: 'remove', entryId: 'entry-card' } }]);
  });

  it('goes to checkout at once when idle, and after the last answer when busy', () => {
    const idle = cartPageStep(start(), { type: 'checkout' });
    expect(idle.effects).toEqual([{ kind: 'checkout' }]);
    expect(idle.state.checkoutWanted).toBe(false);
    const busy = cartPageStep(cartPageStep(start(), { type: 'setQuantity', entryId: 'entry-print', quantity: 3 }).state, { type: 'checkout' });
    expect(busy.effects).toEqual([]);
    const saved = cartPageStep(busy.state, ok(withPrintQuantity(3)));
    expect(saved.effects).toEqual([{ kind: 'checkout' }]);
    expect(cartPageStep(busy.state, { type: 'failed' }).effects).toEqual([]);
  });
});

describe('property: whatever the visitor clicks and the server answers, nothing is lost', () => {
  it('ends with the server’s quantity or the last one asked, and a message for every failure', () => {
    const action = fc.oneof(
      fc.record({
        type: fc.constant('setQuantity' as const),
        entryId: fc.constantFrom('entry-print', 'entry-card'),
        quantity: fc.integer({ min: -2, max: 14 }),
      }),
      fc.record({ type: fc.constant('answer' as const), ok: fc.boolean() }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let state = start();
        let server = { print: 2, card: 1 };
        const asked: Record<string, number> = {};
        for (const a of actions) {
          if (a.type === 'setQuantity') {
            state = send(state, a);
            asked[a.entryId] = shownQuantity(
              state,
              state.entries.find((e) => e.id === a.entryId)!,
            );
          } else if (state.inFlight?.kind === 'quantity') {
            const call = state.inFlight;
            if (a.ok) {
              server = { ...server, [call.entryId === 'entry-print' ? 'print' : 'card']: call.quantity };
              const p = { ...PRINT_ENTRY, quantity: server.print, lineTotalCents: server.print * 2500 };
              const c = { ...CARD_ENTRY, quantity: server.card, lineTotalCents: server.card * 5000 };
              state = send(state, ok(recomputed([p, c])));
            } else {
              state = send(state, { type: 'failed' });
              expect(state.errors[call.entryId]).toBe('Unable to update quantity');
              delete asked[call.entryId];
            }
          }
          state = startNext(state).state;
        }
        for (const entry of state.entries) {
          const shown = shownQuantity(state, entry);
          expect(shown === entry.quantity || shown === asked[entry.id]).toBe(true);
          if (shown !== entry.quantity) expect(isBusy(state)).toBe(true);
        }
      }),
    );
  });
});
