import { describe, expect, it } from 'vitest';
import type { CartClient } from '../../commerce/cart/cartClient';
import { addItemWith } from './productItemCart';

const request = { itemId: 'prod-tee', sku: 'TEE-S-INK', quantity: 2 };

describe('the item’s add call', () => {
  it('sends the choice through the cart client and resolves with the cart', async () => {
    const sent: unknown[] = [];
    const cart = { cart: {}, entries: [] } as never;
    const client: Pick<CartClient, 'add'> = { add: async (item) => (sent.push(item), { ok: true, status: 200, value: cart }) };
    await expect(addItemWith(client)(request)).resolves.toBe(cart);
    expect(sent).toEqual([request]);
  });

  it('rejects when the cart refuses, so the button shows its failure', async () => {
    const client: Pick<CartClient, 'add'> = { add: async () => ({ ok: false, error: { kind: 'status' } as never }) };
    await expect(addItemWith(client)(request)).rejects.toThrow('The cart refused TEE-S-INK: status');
  });
});
