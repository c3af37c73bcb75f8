/**
 * The item's add call: the cart page's client (`createCartClient`: POST
 * /api/commerce/shopping-cart/entries with `{ itemId, sku, quantity }`), settled the way
 * the add-to-cart button expects: resolves with the cart once the entry is in, rejects on
 * any failure (the button then shows 'Unable to add item').
 */
import type { CartClient, ReadCart } from '../../commerce/cart/cartClient';
import type { AddItemRequest } from './ProductItem';

export class AddItemError extends Error {}

export const addItemWith =
  (client: Pick<CartClient, 'add'>) =>
  async (request: AddItemRequest): Promise<ReadCart> => {
    const result = await client.add(request);
    if (!result.ok) throw new AddItemError(`The cart refused ${request.sku ?? request.itemId}: ${result.error.kind}`);
    return result.value;
  };
