import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../../services/cookies/cookieJar';
import { createDataCall } from '../../services/http/dataCall';
import { recordingFetch, type ScriptedAnswer } from '../../services/http/recordingFetch';
import { createCartClient, sendCartCall } from './cartClient';
import { SERVER_CART, withPrintQuantity } from './cart.fixture';

function clientAnswering(...answers: ScriptedAnswer[]) {
  const fetch = recordingFetch(answers);
  const call = createDataCall({ fetch, cookies: memoryCookieJar({ crumb: 'crumb-1' }) });
  return { client: createCartClient(call), requests: fetch.requests };
}

describe('the cart client', () => {
  it('sends each call to its endpoint with the crumb, and reads the cart that comes back', async () => {
    const { client, requests } = clientAnswering({ status: 200, body: withPrintQuantity(3) });
    const result = await client.setQuantity('entry/print', 3);
    expect(requests[0]).toMatchObject({ method: 'PUT', url: '/api/commerce/shopping-cart/entries/entry%2Fprint?crumb=crumb-1', body: '{"quantity":3}' });
    expect(result.ok && result.value.entries[0]?.quantity).toBe(3);
    expect(result.ok && result.value.cart.subtotalCents).toBe(12500);

    await client.remove('entry-card');
    await client.add({ itemId: 'prod-card', sku: 'SQ4567890', quantity: 1 });
    await client.get();
    expect(requests.slice(1).map((r) => `${r.method} ${r.url} ${r.body ?? ''}`.trim())).toEqual([
      'DELETE /api/commerce/shopping-cart/entries/entry-card?crumb=crumb-1',
      'POST /api/commerce/shopping-cart/entries?crumb=crumb-1 {"itemId":"prod-card","sku":"SQ4567890","quantity":1}',
      'GET /api/commerce/shopping-cart?crumb=crumb-1',
    ]);
  });

  it('a server refusal is a failure carrying its message', async () => {
    const { client } = clientAnswering({ status: 400, body: { error: 'Only 10 in stock' } });
    const result = await client.setQuantity('entry-print', 11);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({ kind: 'reply', status: 400 });
  });

  it('a reply that is not a readable cart is a shape failure, never an empty cart', async () => {
    const { client } = clientAnswering({ status: 200, body: { ...SERVER_CART, entries: [{ quantity: 2 }] } });
    const result = await client.get();
    expect(!result.ok && result.error.kind).toBe('shape');
  });

  it('sends a machine call to the matching endpoint', async () => {
    const { client, requests } = clientAnswering({ status: 200, body: SERVER_CART });
    await sendCartCall(client, { kind: 'quantity', entryId: 'a', quantity: 2 });
    await sendCartCall(client, { kind: 'remove', entryId: 'a' });
    await sendCartCall(client, { kind: 'add', removedId: 'a', itemId: 'p', sku: null, quantity: 2 });
    expect(requests.map((r) => r.method)).toEqual(['PUT', 'DELETE', 'POST']);
  });
});
