/**
 * Store products' prices, in the product price's chunk (loaded only on a page with a `.ProductList-item`:
 * its descriptor's `elements`).
 */
import { fractionDigitsOf, parseProductJson, productFromShownPrice, productLabel, type ProductJsonResult, type ShownPriceTexts } from '../parse/commerceMarkup';
import { PRODUCT_LIST_ITEM_SELECTOR } from './commerceSelectors';
import type { MountJob } from '../mountTypes';
import { BOUND_ATTRIBUTE, SKIPPED } from './boundAttribute';
import type { PageViewScanner } from './scanPageViews';

/** What a 7.0 list item's `.product-price` shows: its money spans and its text. */
function shownPriceTexts(price: Element): ShownPriceTexts {
  const money = Array.from(price.querySelectorAll('.sqs-money-native'));
  const original = money.find((el) => el.closest('.original-price') !== null);
  return {
    amounts: money.filter((el) => el !== original).map((el) => el.textContent ?? ''),
    original: original?.textContent ?? null,
    text: price.textContent ?? '',
  };
}

/**
 * Store products: each `.ProductList-item`'s `.product-price`. The product is its
 * `data-product-json`; a 7.0 list item without one is read from the price it shows
 * (`span.sqs-money-native`), and left as rendered when it shows none.
 */
export const scanProductPrices: PageViewScanner = (root, { currency }) => {
  const jobs: MountJob[] = [];
  const messages: string[] = [];
  for (const item of Array.from(root.querySelectorAll<HTMLElement>(PRODUCT_LIST_ITEM_SELECTOR))) {
    if (item.hasAttribute(BOUND_ATTRIBUTE)) continue;
    const id = item.getAttribute('data-item-id') ?? item.getAttribute('id');
    const price = item.querySelector<HTMLElement>('.product-price');
    const raw = item.getAttribute('data-product-json');
    let json: ProductJsonResult;
    if (raw !== null) json = parseProductJson(raw, id);
    else {
      const product = price ? productFromShownPrice(shownPriceTexts(price), fractionDigitsOf(currency)) : null;
      json =
        product === null
          ? { ok: false, error: `Price of ${productLabel(id)} left as rendered: it shows no amount (span.sqs-money-native)` }
          : { ok: true, value: product };
    }
    if (!price) messages.push(`Price of ${productLabel(id)} left as rendered: it has no .product-price element`);
    else if (!json.ok) messages.push(json.error);
    item.setAttribute(BOUND_ATTRIBUTE, price !== null && json.ok ? 'productPrice' : SKIPPED);
    if (price !== null && json.ok) jobs.push({ kind: 'productPrice', element: price, props: { product: json.value, currency }, label: productLabel(id) });
  }
  return { jobs, messages };
};
