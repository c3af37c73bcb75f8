import { useMachine } from '../../primitives/machine/useMachine';
import { ADD_TO_CART_LABELS, type AddToCartLabels } from './buttonLabels';
import { ADD_TO_CART_IDLE, addToCartStep, type AddToCartEvent } from './addToCart.machine';
import { ButtonWithStatus, CommerceButton, StackedLabel, StatusLine, type CommerceButtonLook } from './CommerceButton.styles';

export interface AddToCartButtonProps {
  /** Adds the item (the cart service's call). Resolve when it is in the cart; reject when it is not. */
  onAddToCart: () => Promise<unknown> | unknown;
  /** Nothing left to sell (see the commerce service's `isProductInStock`): the button is disabled. */
  soldOut?: boolean;
  /** Wording of the button and its status line. */
  labels?: Partial<AddToCartLabels>;
  /** Filled (default) or outlined. */
  look?: CommerceButtonLook;
}

/**
 * Add to cart: one press adds one item; presses while adding are ignored (the button is busy:
 * it stays focusable, marked aria-disabled, and reads "Adding…"). The result is announced in a
 * polite status line under the button, which always keeps its height.
 */
export function AddToCartButton({ onAddToCart, soldOut = false, labels, look = 'primary' }: AddToCartButtonProps) {
  const text = { ...ADD_TO_CART_LABELS, ...labels };
  const [state, send] = useMachine(
    addToCartStep,
    () => ADD_TO_CART_IDLE,
    () =>
      Promise.resolve()
        .then(onAddToCart)
        .then(
          (): AddToCartEvent => ({ type: 'resolved' }),
          (): AddToCartEvent => ({ type: 'rejected', message: text.failed }),
        ),
  );

  const press = () => {
    if (!soldOut) send({ type: 'press' });
  };

  const adding = state.kind === 'adding';
  const shown = soldOut ? text.soldOut : adding ? text.adding : text.add;
  const status = soldOut ? '' : state.kind === 'added' ? text.added : state.kind === 'failed' ? state.message : '';

  return (
    <ButtonWithStatus data-add-to-cart="" data-state={soldOut ? 'sold-out' : state.kind}>
      <CommerceButton $look={look} disabled={soldOut} $busy={adding} onClick={press}>
        {[text.add, text.adding, text.soldOut].map((label, i) => (
          <StackedLabel key={i} $shown={label === shown} aria-hidden={label === shown ? undefined : true}>
            {label}
          </StackedLabel>
        ))}
      </CommerceButton>
      <StatusLine role="status" $error={state.kind === 'failed'}>
        {status}
      </StatusLine>
    </ButtonWithStatus>
  );
}
