/**
 * The cart page's machine run against its client: every event goes through the pure
 * machine, the next call is sent when none is in flight, and its answer comes back as an
 * event. Checkout pressed while changes are saved goes once they are (a failure calls it off).
 */
import { useEffect, useRef, useState } from 'react';
import { sendCartCall, type CartClient, type ReadCart } from './cartClient';
import { cartPageTransition, checkoutMayGo, initialCartPageState, isBusy, startNext, type CartPageEvent, type CartPageState } from './cartPage.machine';

export interface CartPageActions {
  setQuantity(entryId: string, quantity: number): void;
  remove(entryId: string): void;
  undo(entryId: string): void;
  checkout(): void;
}

export function useCartPage(initial: ReadCart, client: CartClient, onCheckout: () => unknown): [CartPageState, CartPageActions] {
  const [state, setState] = useState(() => initialCartPageState(initial.cart, initial.entries));
  const current = useRef(state);
  const live = useRef(true);
  const deps = useRef({ client, onCheckout });
  deps.current = { client, onCheckout };
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const actions = useRef<CartPageActions | null>(null);
  if (!actions.current) {
    const dispatch = (event: CartPageEvent) => {
      if (!live.current) return;
      let next = cartPageTransition(current.current, event);
      const started = startNext(next);
      next = started.state;
      if (started.call) {
        sendCartCall(deps.current.client, started.call).then(
          (result) => dispatch(result.ok ? { type: 'succeeded', cart: result.data.cart, entries: result.data.entries } : { type: 'failed' }),
          () => dispatch({ type: 'failed' }),
        );
      }
      const go = checkoutMayGo(next);
      if (go) next = cartPageTransition(next, { type: 'checkoutStarted' });
      current.current = next;
      setState(next);
      if (go) deps.current.onCheckout();
    };
    actions.current = {
      setQuantity: (entryId, quantity) => dispatch({ type: 'setQuantity', entryId, quantity }),
      remove: (entryId) => dispatch({ type: 'remove', entryId }),
      undo: (entryId) => dispatch({ type: 'undo', entryId }),
      checkout: () => (isBusy(current.current) ? dispatch({ type: 'checkout' }) : deps.current.onCheckout()),
    };
  }
  return [state, actions.current];
}
