import { VisuallyHidden } from '../../primitives/a11y/VisuallyHidden';
import type { Currency, CurrencyCode } from '../../services/commerce/money/currencies';
import type { CartClient, ReadCart } from '../../commerce/cart/cartClient';
import { entryActivity, isBusy, shownQuantity } from './cartPage.machine';
import { CART_PAGE_TEXT } from './cartPage.messages';
import { cartRows } from './cartRows.rules';
import { CartEntryRow, RemovedEntryRow } from './CartEntryRow';
import { CartSummary } from './CartSummary';
import { Empty, EntryList, Heading, Layout, Page } from './CartPage.styles';
import { useCartPage } from './useCartPage';

export interface CartPageProps {
  /** The cart the page opens with, read (`readCart`: the model and its entries). */
  cart: ReadCart;
  /** The store currency. */
  currency: Currency | CurrencyCode;
  /** The cart calls (`createCartClient` over the page's data call). */
  client: CartClient;
  /** Goes to checkout: on a page, the commerce actions' `checkout` (the service's goToCheckout). */
  onCheckout: () => unknown;
  /** Where "Continue shopping" in the empty cart goes. */
  continueShoppingHref?: string;
  /** The page heading. */
  heading?: string;
}

/**
 * The cart page: the entries (image, title, options, quantity stepper, line total, Remove),
 * the server's totals and Checkout, an empty state, and one polite live region announcing
 * saved changes and failures.
 */
export function CartPage({ cart, currency, client, onCheckout, continueShoppingHref = '/', heading = CART_PAGE_TEXT.heading }: CartPageProps) {
  const [state, actions] = useCartPage(cart, client, onCheckout);
  const rows = cartRows(state);
  const busy = isBusy(state);
  const empty = state.entries.length === 0;
  return (
    <Page data-cart-page="" data-busy={busy || undefined}>
      <Heading>{heading}</Heading>
      <Layout>
        <div>
          {rows.length > 0 ? (
            <EntryList aria-label={heading}>
              {rows.map((row) =>
                row.kind === 'entry' ? (
                  <CartEntryRow
                    key={row.entry.id}
                    entry={row.entry}
                    currency={currency}
                    quantity={shownQuantity(state, row.entry)}
                    activity={entryActivity(state, row.entry.id)}
                    error={state.errors[row.entry.id]}
                    onQuantity={(quantity) => actions.setQuantity(row.entry.id, quantity)}
                    onRemove={() => actions.remove(row.entry.id)}
                  />
                ) : (
                  <RemovedEntryRow
                    key={`removed-${row.removed.entry.id}`}
                    entry={row.removed.entry}
                    adding={row.removed.adding}
                    error={state.errors[row.removed.entry.id]}
                    onUndo={() => actions.undo(row.removed.entry.id)}
                  />
                ),
              )}
            </EntryList>
          ) : null}
          {empty ? (
            <Empty data-cart-empty="">
              <h2>{CART_PAGE_TEXT.emptyHeading}</h2>
              <a href={continueShoppingHref}>{CART_PAGE_TEXT.continueShopping}</a>
            </Empty>
          ) : null}
        </div>
        {empty ? null : <CartSummary cart={state.cart} currency={currency} busy={busy} checkoutWaiting={state.checkoutWanted} onCheckout={actions.checkout} />}
      </Layout>
      <VisuallyHidden role="status" aria-live="polite" data-cart-announcer="">
        {state.announcement ? <span key={state.announcement.seq}>{state.announcement.text}</span> : null}
      </VisuallyHidden>
    </Page>
  );
}
