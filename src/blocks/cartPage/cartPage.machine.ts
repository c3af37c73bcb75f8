/**
 * The cart page's state: the server's cart, the changes the visitor asked for, and the one
 * call in flight. Pure: events in, state out; `startNext` picks the next call to send.
 *
 * Quantities are shown at once as asked (the stepper counts every click), while prices and
 * totals stay the server's until it answers (taxes, shipping and discounts are computed
 * there): optimistic for the quantity the visitor set, pessimistic for every amount.
 *
 * One call at a time, in the order asked, so every reply is the newest cart and replies
 * never race. Clicks on an entry whose change is waiting or in flight only move its wanted
 * quantity; when its turn comes the latest wanted quantity is sent (one call for many
 * clicks), and a change made while a call is in flight is sent after it. Nothing is lost:
 * a failure puts the quantity back to the server's, shows the spec's message by the entry
 * and announces it; a removed entry stays as a line with Undo (adding it back).
 */
import type { MachineStep } from '../../primitives/machine/machineRunner';
import type { Cart } from '../../services/commerce/cart/cart.model';
import type { CartCall } from '../../commerce/cart/cartClient';
import { clampQuantity, type CartEntry } from '../../commerce/cart/cartEntry.rules';
import { CART_ANNOUNCEMENTS, CART_FAILURE_MESSAGES } from './cartPage.messages';
import { cartRows } from './cartRows.rules';

type QueuedCall = { readonly kind: 'quantity' | 'remove'; readonly entryId: string } | { readonly kind: 'add'; readonly removedId: string };

export interface RemovedEntry {
  /** The entry as it was before it went. */
  readonly entry: CartEntry;
  /** Where its line was in the list as shown (removed lines included). */
  readonly index: number;
  readonly adding: boolean;
}

export interface CartPageState {
  readonly cart: Cart;
  readonly entries: readonly CartEntry[];
  /** Quantities asked for and not yet confirmed, by entry id. */
  readonly wanted: Readonly<Record<string, number>>;
  /** Entries whose removal is waiting or in flight. */
  readonly removing: readonly string[];
  readonly queue: readonly QueuedCall[];
  readonly inFlight: CartCall | null;
  /** The spec's failure message shown by an entry (or a removed entry), by id. */
  readonly errors: Readonly<Record<string, string>>;
  readonly removed: readonly RemovedEntry[];
  /** What the live region says; `seq` changes with every announcement, so a repeat is read again. */
  readonly announcement: { readonly text: string; readonly seq: number } | null;
  /** The visitor pressed Checkout while changes were being saved: go once they are. */
  readonly checkoutWanted: boolean;
}

export type CartPageEvent =
  | { readonly type: 'setQuantity'; readonly entryId: string; readonly quantity: number }
  | { readonly type: 'remove'; readonly entryId: string }
  | { readonly type: 'undo'; readonly entryId: string }
  /** Checkout pressed while busy (when idle the page goes at once). */
  | { readonly type: 'checkout' }
  /** The page went to checkout. */
  | { readonly type: 'checkoutStarted' }
  | { readonly type: 'succeeded'; readonly cart: Cart; readonly entries: readonly CartEntry[] }
  | { readonly type: 'failed' };

export function initialCartPageState(cart: Cart, entries: readonly CartEntry[]): CartPageState {
  return { cart, entries, wanted: {}, removing: [], queue: [], inFlight: null, errors: {}, removed: [], announcement: null, checkoutWanted: false };
}

const without = <T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> => {
  const { [key]: _gone, ...rest } = record;
  return rest;
};

const announce = (state: CartPageState, text: string): CartPageState['announcement'] => ({ text, seq: (state.announcement?.seq ?? 0) + 1 });

const entryOf = (state: CartPageState, id: string) => state.entries.find((e) => e.id === id);

/** Whether a call is waiting or in flight. */
export function isBusy(state: CartPageState): boolean {
  return state.inFlight !== null || state.queue.length > 0;
}

/** The quantity the stepper shows: the one asked for, else the server's. */
export function shownQuantity(state: CartPageState, entry: CartEntry): number {
  return state.wanted[entry.id] ?? entry.quantity;
}

/** What an entry is waiting for, if anything. */
export function entryActivity(state: CartPageState, entryId: string): 'removing' | 'updating' | null {
  if (state.removing.includes(entryId)) return 'removing';
  return state.wanted[entryId] !== undefined ? 'updating' : null;
}

function setQuantity(state: CartPageState, entryId: string, quantity: number): CartPageState {
  const entry = entryOf(state, entryId);
  if (!entry || state.removing.includes(entryId)) return state;
  const next = clampQuantity(entry, quantity);
  const errors = without(state.errors, entryId);
  const inFlightForEntry = state.inFlight?.kind === 'quantity' && state.inFlight.entryId === entryId;
  const queued = state.queue.some((q) => q.kind === 'quantity' && q.entryId === entryId);
  // Back to the server's quantity with nothing in flight: nothing to send.
  if (next === entry.quantity && !inFlightForEntry) {
    return { ...state, errors, wanted: without(state.wanted, entryId), queue: state.queue.filter((q) => !(q.kind === 'quantity' && q.entryId === entryId)) };
  }
  return {
    ...state,
    errors,
    wanted: { ...state.wanted, [entryId]: next },
    queue: queued ? state.queue : [...state.queue, { kind: 'quantity', entryId }],
  };
}

function remove(state: CartPageState, entryId: string): CartPageState {
  if (!entryOf(state, entryId) || state.removing.includes(entryId)) return state;
  return {
    ...state,
    errors: without(state.errors, entryId),
    wanted: without(state.wanted, entryId),
    removing: [...state.removing, entryId],
    queue: [...state.queue.filter((q) => !(q.kind === 'quantity' && q.entryId === entryId)), { kind: 'remove', entryId }],
  };
}

function undo(state: CartPageState, entryId: string): CartPageState {
  const gone = state.removed.find((r) => r.entry.id === entryId);
  if (!gone || gone.adding) return state;
  return {
    ...state,
    errors: without(state.errors, entryId),
    removed: state.removed.map((r) => (r === gone ? { ...r, adding: true } : r)),
    queue: [...state.queue, { kind: 'add', removedId: entryId }],
  };
}

function succeeded(state: CartPageState, cart: Cart, entries: readonly CartEntry[]): CartPageState {
  const call = state.inFlight;
  if (!call) return state;
  let next: CartPageState = { ...state, cart, entries, inFlight: null };
  if (call.kind === 'quantity') {
    const settled = next.wanted[call.entryId] === call.quantity;
    if (settled) next = { ...next, wanted: without(next.wanted, call.entryId) };
    const entry = entries.find((e) => e.id === call.entryId);
    if (settled && entry) next = { ...next, announcement: announce(state, CART_ANNOUNCEMENTS.quantityUpdated(entry.title, entry.quantity)) };
  } else if (call.kind === 'remove') {
    const entry = entryOf(state, call.entryId);
    // Where its line is in the list as shown (removed lines included), so it stays there.
    const index = cartRows(state).findIndex((row) => row.kind === 'entry' && row.entry.id === call.entryId);
    next = { ...next, removing: next.removing.filter((id) => id !== call.entryId) };
    if (entry) {
      next = {
        ...next,
        removed: [...next.removed, { entry, index, adding: false }],
        announcement: announce(state, CART_ANNOUNCEMENTS.removed(entry.title)),
      };
    }
  } else {
    const gone = state.removed.find((r) => r.entry.id === call.removedId);
    next = { ...next, removed: next.removed.filter((r) => r.entry.id !== call.removedId) };
    if (gone) next = { ...next, announcement: announce(state, CART_ANNOUNCEMENTS.added(gone.entry.title)) };
  }
  // Quantities asked for entries the server no longer has are dropped.
  const known = new Set(entries.map((e) => e.id));
  const wanted = Object.fromEntries(Object.entries(next.wanted).filter(([id]) => known.has(id)));
  return { ...next, wanted };
}

function failed(state: CartPageState): CartPageState {
  const call = state.inFlight;
  if (!call) return state;
  const base = { ...state, inFlight: null, checkoutWanted: false };
  if (call.kind === 'quantity') {
    const message = CART_FAILURE_MESSAGES.update;
    return {
      ...base,
      // The quantity goes back to the server's, and clicks waiting on top of the failed one go with it.
      wanted: without(state.wanted, call.entryId),
      queue: state.queue.filter((q) => !(q.kind === 'quantity' && q.entryId === call.entryId)),
      errors: { ...state.errors, [call.entryId]: message },
      announcement: announce(state, message),
    };
  }
  if (call.kind === 'remove') {
    const message = CART_FAILURE_MESSAGES.remove;
    return {
      ...base,
      removing: state.removing.filter((id) => id !== call.entryId),
      errors: { ...state.errors, [call.entryId]: message },
      announcement: announce(state, message),
    };
  }
  const message = CART_FAILURE_MESSAGES.add;
  return {
    ...base,
    removed: state.removed.map((r) => (r.entry.id === call.removedId ? { ...r, adding: false } : r)),
    errors: { ...state.errors, [call.removedId]: message },
    announcement: announce(state, message),
  };
}

export function cartPageTransition(state: CartPageState, event: CartPageEvent): CartPageState {
  switch (event.type) {
    case 'setQuantity':
      return setQuantity(state, event.entryId, event.quantity);
    case 'remove':
      return remove(state, event.entryId);
    case 'undo':
      return undo(state, event.entryId);
    case 'checkout':
      return { ...state, checkoutWanted: true };
    case 'checkoutStarted':
      return { ...state, checkoutWanted: false };
    case 'succeeded':
      return succeeded(state, event.cart, event.entries);
    case 'failed':
      return failed(state);
  }
}

/**
 * The next call to send, when none is in flight: the first waiting change that still means
 * something (a quantity already the server's, or for an entry that is gone, is dropped).
 */
export function startNext(state: CartPageState): { state: CartPageState; call: CartCall | null } {
  if (state.inFlight) return { state, call: null };
  let queue = state.queue;
  let wanted = state.wanted;
  while (queue.length > 0) {
    const [head, ...rest] = queue;
    queue = rest;
    let call: CartCall | null = null;
    if (head!.kind === 'add') {
      const gone = state.removed.find((r) => r.entry.id === (head as { removedId: string }).removedId);
      if (gone) call = { kind: 'add', removedId: gone.entry.id, itemId: gone.entry.itemId, sku: gone.entry.sku, quantity: gone.entry.quantity };
    } else {
      const { entryId } = head as { entryId: string };
      const entry = state.entries.find((e) => e.id === entryId);
      if (entry && head!.kind === 'remove') call = { kind: 'remove', entryId };
      else if (entry && wanted[entryId] !== undefined && wanted[entryId] !== entry.quantity) call = { kind: 'quantity', entryId, quantity: wanted[entryId]! };
      else wanted = without(wanted, entryId);
    }
    if (call) return { state: { ...state, queue, wanted, inFlight: call }, call };
  }
  return { state: { ...state, queue, wanted }, call: null };
}

/** Whether Checkout, pressed while changes were being saved, may go now. */
export function checkoutMayGo(state: CartPageState): boolean {
  return state.checkoutWanted && !isBusy(state);
}

/** What the page does for the machine: send a call to the cart's server, or go to checkout. */
export type CartPageEffect = { readonly kind: 'send'; readonly call: CartCall } | { readonly kind: 'checkout' };

/**
 * One event through the page: the transition, then the next call when none is in flight,
 * then checkout when it was pressed and nothing is left to save (at once when idle).
 */
export function cartPageStep(state: CartPageState, event: CartPageEvent): MachineStep<CartPageState, CartPageEffect> {
  const started = startNext(cartPageTransition(state, event));
  const effects: CartPageEffect[] = started.call ? [{ kind: 'send', call: started.call }] : [];
  if (!checkoutMayGo(started.state)) return { state: started.state, effects };
  return { state: cartPageTransition(started.state, { type: 'checkoutStarted' }), effects: [...effects, { kind: 'checkout' }] };
}
