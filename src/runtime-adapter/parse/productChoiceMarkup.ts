/**
 * What a shopper chose in a product page's own purchase controls before the item view came: a
 * 7.0 product page is sent with a select per option (`select[data-variant-option-name]`, inside
 * `.product-variants`) and the quantity (`.product-quantity-input input`), usable from the first
 * paint. Read at the swap, not at start-up (the shopper may choose in between), so nothing chosen
 * is lost when the view takes their place, nor the place of a shopper who was in one of them (the
 * focus). Plain values; the view keeps what the product offers.
 */

export const OPTION_SELECT_SELECTOR = 'select[data-variant-option-name]';
export const QUANTITY_INPUT_SELECTOR = '.product-quantity-input input';
/** The price the server wrote for the product as sent (its first variant's, or "from"), which a choice changes. */
export const ITEM_PRICE_SELECTOR = '.product-price';

export interface ServerProductChoice {
  /** Chosen values by option name (an option left at its "Select …" prompt is not here). */
  readonly options: Readonly<Record<string, string>>;
  /** A whole number of at least 1 as typed, else null. */
  readonly quantity: number | null;
  /** The control the shopper was in at the swap (an option's select by its name, the quantity, the button), so the view's takes the focus. */
  readonly focused: { readonly option: string } | 'quantity' | 'add' | null;
}

/** The add-to-cart control a 7.0 product page is sent with (the platform's script wires it). */
export const ADD_TO_CART_SELECTOR = '.sqs-add-to-cart-button';

function focusedControlOf(item: Element): ServerProductChoice['focused'] {
  const active = item.ownerDocument.activeElement;
  if (!active || !item.contains(active)) return null;
  const name = active.matches(OPTION_SELECT_SELECTOR) ? active.getAttribute('data-variant-option-name')?.trim() : undefined;
  if (name) return { option: name };
  if (active.matches(QUANTITY_INPUT_SELECTOR)) return 'quantity';
  return active.closest(ADD_TO_CART_SELECTOR) ? 'add' : null;
}

/** The item's server price when an option is chosen: the view shows the chosen variant's price in its place. */
export function pricesChosenAway(item: Element, choice: ServerProductChoice): Element[] {
  return Object.keys(choice.options).length === 0 ? [] : Array.from(item.querySelectorAll(ITEM_PRICE_SELECTOR));
}

export function readServerProductChoice(item: Element): ServerProductChoice {
  const options: Record<string, string> = {};
  for (const select of Array.from(item.querySelectorAll<HTMLSelectElement>(OPTION_SELECT_SELECTOR))) {
    const name = select.getAttribute('data-variant-option-name')?.trim();
    if (name && select.value !== '' && !Object.hasOwn(options, name)) options[name] = select.value;
  }
  const typed = item.querySelector<HTMLInputElement>(QUANTITY_INPUT_SELECTOR)?.value.trim() ?? '';
  const quantity = /^\d{1,6}$/.test(typed) && Number(typed) >= 1 ? Number(typed) : null;
  return { options, quantity, focused: focusedControlOf(item) };
}
