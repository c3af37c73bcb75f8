import type { MachineStep } from '../../primitives/machine/machineRunner';

/**
 * The add-to-cart button's states. Pressing starts adding; presses while adding are
 * ignored (one item per press, never two for a double click); the caller's promise
 * settles it as added or failed; a later press adds again.
 */
export type AddToCartState =
  { readonly kind: 'idle' } | { readonly kind: 'adding' } | { readonly kind: 'added' } | { readonly kind: 'failed'; readonly message: string };

export type AddToCartEvent = { readonly type: 'press' } | { readonly type: 'resolved' } | { readonly type: 'rejected'; readonly message: string };

export const ADD_TO_CART_IDLE: AddToCartState = { kind: 'idle' };

export function addToCartTransition(state: AddToCartState, event: AddToCartEvent): AddToCartState {
  switch (event.type) {
    case 'press':
      return state.kind === 'adding' ? state : { kind: 'adding' };
    case 'resolved':
      return state.kind === 'adding' ? { kind: 'added' } : state;
    case 'rejected':
      return state.kind === 'adding' ? { kind: 'failed', message: event.message } : state;
  }
}

/** Whether a press in this state starts an add (the view calls the handler only then). */
export function pressStartsAdding(state: AddToCartState): boolean {
  return state.kind !== 'adding';
}

/** One event through the button (what `useMachine` runs): a press that starts adding asks for the add. */
export function addToCartStep(state: AddToCartState, event: AddToCartEvent): MachineStep<AddToCartState, 'add'> {
  const next = addToCartTransition(state, event);
  return event.type === 'press' && pressStartsAdding(state) ? { state: next, effects: ['add'] } : { state: next };
}
