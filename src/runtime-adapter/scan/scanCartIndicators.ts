/**
 * The cart indicators' scanner, in the cart indicator's chunk (loaded only on a page with one: its
 * descriptor's `elements`).
 */
import { CART_INDICATOR_SELECTOR } from './commerceSelectors';
import { cartIndicatorMarkup } from '../parse/commerceMarkup';
import type { MountJob } from '../mountTypes';
import { BOUND_ATTRIBUTE, SKIPPED } from './boundAttribute';
import type { PageViewScanner } from './scanPageViews';

/**
 * The cart indicator(s): the platform's floating cart (`#floatingCart.floating-cart`, its
 * `a.sqs-custom-cart` holding `.sqs-cart-quantity`) and the header's `.sqs-cart-indicator`.
 */
export const scanCartIndicators: PageViewScanner = (root, { currency }) => {
  const jobs: MountJob[] = [];
  const messages: string[] = [];
  for (const indicator of Array.from(root.querySelectorAll<HTMLElement>(CART_INDICATOR_SELECTOR))) {
    if (indicator.hasAttribute(BOUND_ATTRIBUTE)) continue;
    const quantity = indicator.querySelector('.sqs-cart-quantity');
    const subtotal = indicator.querySelector('.sqs-cart-subtotal');
    const result = cartIndicatorMarkup(
      {
        quantityAttribute: indicator.getAttribute('data-cart-quantity'),
        subtotalCentsAttribute: indicator.getAttribute('data-cart-subtotal-cents'),
        quantityText: quantity?.textContent,
        subtotalText: subtotal?.textContent,
        href: indicator.querySelector('a[href]')?.getAttribute('href'),
      },
      currency,
    );
    indicator.setAttribute(BOUND_ATTRIBUTE, result.ok ? 'cartIndicator' : SKIPPED);
    if (!result.ok) messages.push(result.error);
    else jobs.push({ kind: 'cartIndicator', element: indicator, props: result.value, label: 'cart indicator' });
  }
  return { jobs, messages };
};
