/**
 * Mount chunk: a product's item view in place of the server's item markup (kept for
 * visitors without JavaScript). The product is read here (`parseProduct`), the option
 * names from its JSON; a product it refuses throws, and the mounter logs it while the
 * server markup stays. What the shopper chose in the markup's own controls is read at the
 * swap and carried into the view (`readServerProductChoice`); with an option chosen there, the
 * server's price (the product's as sent) is a stand-in for the chosen variant's, which the view
 * shows. Adding goes through the cart page's client over the page's data call.
 */
import { createCartClient } from '../../commerce/cart/cartClient';
import { ProductItem } from '../../blocks/productItem/ProductItem';
import { optionNamesOf } from '../../blocks/productItem/productItem.rules';
import { addItemWith } from '../../blocks/productItem/productItemCart';
import { resolveStoreCurrency } from '../../services/commerce/money/currencies';
import { parseProduct } from '../../services/commerce/product/product.model';
import { pricesChosenAway, readServerProductChoice, type ServerProductChoice } from '../parse/productChoiceMarkup';
import type { MountFunction } from '../mountTypes';
import { replaceBlockContent } from './renderRoot';
import { PLACEHOLDER_ATTRIBUTE } from './serverContent';

/** The page's scanner for this view comes with its mount (one dynamic import). */
export { scanProductItem as scan } from '../scan/scanProductItem';

const HOST_CLASS = 'runtime-product-item';

export const mount: MountFunction<'productItem'> = (element, { product, itemId, title, image, description, currency }, context) => {
  const read = parseProduct(product);
  const optionCount = read.productType === 'DIGITAL' ? 0 : Math.max(0, ...read.variants.map((v) => v.optionValues.length));
  const add = addItemWith(createCartClient(context.services.dataCall));
  const chosen = readServerProductChoice(element);
  // the server's price is the product's as sent; a variant chosen there has its own, which the view shows:
  // while the view stands in, that price stands in for it and is not asked of the view
  const standIns = pricesChosenAway(element, chosen).filter((price) => !price.hasAttribute(PLACEHOLDER_ATTRIBUTE));
  for (const price of standIns) price.setAttribute(PLACEHOLDER_ATTRIBUTE, '');
  const unmount = replaceBlockContent(
    element,
    <ProductItem
      itemId={itemId}
      title={title}
      product={read}
      optionNames={optionNamesOf(product, optionCount)}
      currency={resolveStoreCurrency(currency)}
      image={image ? { url: image.url, alt: image.alt, ...(image.dimensions ? { dimensions: image.dimensions } : {}) } : null}
      description={description}
      onAddToCart={add}
      initialChoice={chosen}
    />,
    context,
    HOST_CLASS,
  );
  focusInView(element, chosen.focused);
  return () => {
    unmount();
    for (const price of standIns) price.removeAttribute(PLACEHOLDER_ATTRIBUTE);
  };
};

/** The shopper who was in one of the server's controls at the swap is in the view's same control (its select by the option's label, the quantity, the button). */
function focusInView(item: HTMLElement, focused: ServerProductChoice['focused']): void {
  const view = item.querySelector<HTMLElement>(`.${HOST_CLASS}:not([hidden])`);
  if (!view || focused === null) return;
  let control: HTMLElement | null = null;
  if (focused === 'quantity') control = view.querySelector('[data-quantity-stepper] input');
  else if (focused === 'add') control = view.querySelector('[data-add-to-cart] button');
  else {
    const label = Array.from(view.querySelectorAll('label')).find((l) => l.textContent?.trim() === focused.option);
    control = label?.control ?? null;
  }
  control?.focus({ preventScroll: true });
}
