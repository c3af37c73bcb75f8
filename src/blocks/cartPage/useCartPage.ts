/**
 * The cart page's machine run against its client (`useMachine`): every event goes through
 * the pure step, the next call is sent when none is in flight, and its answer comes back as
 * an event. Checkout pressed while changes are saved goes once they are (a failure calls it off).
 */
import { useMemo } from 'react';
import { useMachine } from '../../primitives/machine/useMachine';
import { sendCartCall, type CartClient, type ReadCart } from '../../commerce/cart/cartClient';
import { cartPageStep, initialCartPageState, type CartPageEffect, type CartPageEvent, type CartPageState } from './cartPage.machine';

export interface CartPageActions {
  setQuantity(entryId: string, quantity: number): void;
  remove(entryId: string): void;
  undo(entryId: string): void;
  checkout(): void;
}

export function useCartPage(initial: ReadCart, client: CartClient, onCheckout: () => unknown): [CartPageState, CartPageActions] {
  const [state, send] = useMachine(
    cartPageStep,
    () => initialCartPageState(initial.cart, initial.entries),
    (effect: CartPageEffect): Promise<CartPageEvent> | undefined => {
      if (effect.kind === 'checkout') {
        onCheckout();
        return undefined;
      }
      return sendCartCall(client, effect.call).then(
        (result): CartPageEvent => (result.ok ? { type: 'succeeded', cart: result.value.cart, entries: result.value.entries } : { type: 'failed' }),
        (): CartPageEvent => ({ type: 'failed' }),
      );
    },
  );
  const actions = useMemo<CartPageActions>(
    () => ({
      setQuantity: (entryId, quantity) => send({ type: 'setQuantity', entryId, quantity }),
      remove: (entryId) => send({ type: 'remove', entryId }),
      undo: (entryId) => send({ type: 'undo', entryId }),
      checkout: () => send({ type: 'checkout' }),
    }),
    [send],
  );
  return [state, actions];
}
