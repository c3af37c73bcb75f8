/**
 * The cart page's wording. The three failure messages are the spec's dictionary messages
 * (002 §8), word for word; everything else is this project's English (the spec shows none),
 * each a named constant so a page can take its own.
 */
import { DICTIONARY_MESSAGES } from '../../platform/dictionaryMessages';

export const CART_FAILURE_MESSAGES = {
  update: 'Unable to update quantity',
  add: DICTIONARY_MESSAGES.unableToAddItem,
  remove: 'Unable to remove item',
} as const;

export const CART_PAGE_TEXT = {
  heading: 'Shopping cart',
  emptyHeading: 'Your cart is empty',
  continueShopping: 'Continue shopping',
  summaryHeading: 'Order summary',
  items: 'Items',
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  taxes: 'Taxes',
  grandTotal: 'Total',
  checkout: 'Checkout',
  remove: 'Remove',
  undo: 'Undo',
  updating: 'Updating…',
  removing: 'Removing…',
  adding: 'Adding back…',
  savingBeforeCheckout: 'Saving your changes, then on to checkout…',
  each: 'each',
} as const;

export const removeLabel = (title: string) => `Remove ${title}`;
export const undoLabel = (title: string) => `Undo removing ${title}`;
export const stockNote = (limit: number) => `Only ${limit} in stock`;

/** What the live region says once the server has the change. */
export const CART_ANNOUNCEMENTS = {
  quantityUpdated: (title: string, quantity: number) => `Quantity of ${title} updated to ${quantity}`,
  removed: (title: string) => `${title} removed from your cart`,
  added: (title: string) => `${title} is back in your cart`,
} as const;

/** The line under a removed entry, where it was. */
export const removedNote = (title: string) => `${title} was removed.`;
