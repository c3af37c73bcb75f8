import { describe, expect, it } from 'vitest';
import { parseCart } from '../../services/commerce/cart/cart.model';
import { readCartEntries } from '../../commerce/cart/cartEntry.rules';
import { cartPageTransition, initialCartPageState, startNext, type CartPageEvent, type CartPageState } from './cartPage.machine';
import { cartRows } from './cartRows.rules';
import { summaryLines } from './cartSummary.rules';
import { cartTotals } from '../../services/commerce/cart/cartTotals';
import { CARD_ENTRY, DIGITAL_CART, DISCOUNTED_CART, DIGITAL_ENTRY, PRINT_ENTRY, SERVER_CART, recomputed } from '../../commerce/cart/cart.fixture';

const read = (server: unknown) => {
  const cart = parseCart(server);
  return { cart, entries: readCartEntries(cart.entries) };
};
const step = (state: CartPageState, event: CartPageEvent) => startNext(cartPageTransition(state, event)).state;
const shown = (state: CartPageState) => cartRows(state).map((r) => (r.kind === 'entry' ? r.entry.id : `removed ${r.removed.entry.id}`));

describe('cartRows', () => {
  it('keeps each removed line where its entry was, however many go', () => {
    const opened = read(recomputed([PRINT_ENTRY, CARD_ENTRY, DIGITAL_ENTRY]));
    let state = initialCartPageState(opened.cart, opened.entries);
    state = step(state, { type: 'remove', entryId: 'entry-print' });
    state = step(state, { type: 'succeeded', ...read(recomputed([CARD_ENTRY, DIGITAL_ENTRY])) });
    state = step(state, { type: 'remove', entryId: 'entry-card' });
    state = step(state, { type: 'succeeded', ...read(recomputed([DIGITAL_ENTRY])) });
    expect(shown(state)).toEqual(['removed entry-print', 'removed entry-card', 'entry-wallpaper']);
  });
});

describe('summaryLines', () => {
  const lines = (server: unknown) => {
    const { cart } = read(server);
    return summaryLines(cart, cartTotals(cart, 'USD')).map((l) => `${l.label} ${l.text}`);
  };

  it('shows subtotal, shipping, taxes and total', () => {
    expect(lines(SERVER_CART)).toEqual(['Subtotal $100.00', 'Shipping $5.00', 'Taxes $8.00', 'Total $113.00']);
  });

  it('a discount shows as taken off; a digital-only cart has no shipping line', () => {
    expect(lines(DISCOUNTED_CART)).toEqual(['Subtotal $100.00', 'Discount −$10.00', 'Shipping $5.00', 'Taxes $8.00', 'Total $103.00']);
    expect(lines(DIGITAL_CART)).toEqual(['Subtotal $8.00', 'Taxes $0.64', 'Total $8.64']);
  });
});
