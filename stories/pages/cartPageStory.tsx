/**
 * What the cart page stories share: the page wired as on a site (the cart client over the
 * data call with the browser's fetch, so the stories' request handlers answer; checkout
 * through the commerce actions over a recording navigator), and the handlers themselves.
 * The handlers are stateless: each answers from the request and the example cart, with the
 * totals recomputed as the dev site does.
 */
import { useMemo } from 'react';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { CartPage, type CartPageProps } from '../../src/blocks/cartPage/CartPage';
import { CART_URLS, createCartClient } from '../../src/commerce/cart/cartClient';
import { CARD_ENTRY, PRINT_ENTRY, SERVER_CART, recomputed } from '../../src/commerce/cart/cart.fixture';
import { createCommerceActions } from '../../src/commerce/commerceActions';
import { memoryCookieJar } from '../../src/services/cookies/cookieJar';
import { createDataCall } from '../../src/services/http/dataCall';
import { NavigatorLog, useRecordingNavigator } from '../blocks/commerce/recordingNavigator';

const ENTRIES = [PRINT_ENTRY, CARD_ENTRY];
const entryUrl = `*${CART_URLS.entries}/:entryId`;

/** The cart calls over the data call with the browser's fetch (MSW answers), a crumb in the jar. */
export const storyCartClient = createCartClient(
  createDataCall({
    fetch: (url, init) => window.fetch(url, init),
    cookies: memoryCookieJar({ crumb: 'story-crumb', CART: SERVER_CART.id }),
  }),
);

/** The page with checkout wired through the commerce actions; what checkout did shows under it. */
export function CartPageOnSite({ onCheckout, ...props }: CartPageProps) {
  const { navigator, entries } = useRecordingNavigator();
  const actions = useMemo(() => createCommerceActions({ navigator, cookies: memoryCookieJar({ hasCart: 'true' }) }), [navigator]);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <CartPage
        {...props}
        onCheckout={() => {
          onCheckout();
          return actions.checkout();
        }}
      />
      {entries.length > 0 ? <NavigatorLog entries={entries} /> : null}
    </div>
  );
}

const refused = (message: string) => HttpResponse.json({ error: message }, { status: 400 });

export const cartHandlers = {
  /** Quantity: the cart with that entry at the quantity asked. */
  update: http.put(entryUrl, async ({ request, params }) => {
    const { quantity } = (await request.json()) as { quantity: number };
    return HttpResponse.json(recomputed(ENTRIES.map((e) => (e.id === params.entryId ? { ...e, quantity, lineTotalCents: quantity * e.unitPriceCents } : e))));
  }),
  /** Never answers: the change stays in flight. */
  updatePending: http.put(entryUrl, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  updateRefused: http.put(entryUrl, () => refused('Only 10 in stock')),
  remove: http.delete(entryUrl, ({ params }) => HttpResponse.json(recomputed(ENTRIES.filter((e) => e.id !== params.entryId)))),
  removeRefused: http.delete(entryUrl, () => refused('The cart could not be changed')),
  add: http.post(`*${CART_URLS.entries}`, () => HttpResponse.json(recomputed(ENTRIES))),
  addRefused: http.post(`*${CART_URLS.entries}`, () => refused('Sold out')),
} satisfies Record<string, HttpHandler>;

/** `parameters.msw` with every call answered, and `over` in place of some. */
export const cartMsw = (over: Partial<Record<'update' | 'remove' | 'add', HttpHandler>> = {}) => ({
  msw: { handlers: { update: cartHandlers.update, remove: cartHandlers.remove, add: cartHandlers.add, ...over } },
});
