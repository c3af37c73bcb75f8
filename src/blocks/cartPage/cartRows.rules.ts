/**
 * The list the cart page shows: the server's entries in its order, with each removed
 * entry's line (and its Undo) back where the entry was. Pure.
 */
import type { CartEntry } from '../../commerce/cart/cartEntry.rules';
import type { CartPageState, RemovedEntry } from './cartPage.machine';

export type CartRow = { readonly kind: 'entry'; readonly entry: CartEntry } | { readonly kind: 'removed'; readonly removed: RemovedEntry };

export function cartRows(state: Pick<CartPageState, 'entries' | 'removed'>): CartRow[] {
  const rows: CartRow[] = state.entries.map((entry) => ({ kind: 'entry', entry }));
  // In the order they went, each at its index then (clamped to the list as it is now).
  for (const removed of state.removed) {
    rows.splice(Math.min(removed.index, rows.length), 0, { kind: 'removed', removed });
  }
  return rows;
}
