/**
 * Mount chunk: a product's price in its `.product-price`, in place of the server's price
 * (kept for visitors without JavaScript). The product is read here by the commerce
 * service (`parseProduct`) in the store currency; a product or currency it refuses throws,
 * and the mounter logs it with the product and leaves the server price as it was.
 * A 7.0 price holds loose text beside its money (the word "from"): that text is put in a
 * span of its own first, so it is hidden with the rest of the server's price.
 */
import { ProductPrice } from '../../commerce/price/ProductPrice';
import { resolveStoreCurrency } from '../../services/commerce/money/currencies';
import { parseProduct } from '../../services/commerce/product/product.model';
import type { MountFunction } from '../mountTypes';
import { replaceBlockContent } from './renderRoot';

/** The page's scanner for store prices comes with their mount (one dynamic import). */
export { scanProductPrices as scan } from '../scan/scanProductPrices';

/** Wraps each non-blank text child of `element` in a span (the server's words, unchanged). */
function wrapLooseText(element: HTMLElement): void {
  for (const node of Array.from(element.childNodes)) {
    if (node.nodeType !== Node.TEXT_NODE || (node.textContent ?? '').trim() === '') continue;
    const span = element.ownerDocument.createElement('span');
    node.replaceWith(span);
    span.appendChild(node);
  }
}

export const mount: MountFunction<'productPrice'> = (element, { product, currency }, context) => {
  const read = parseProduct(product);
  const storeCurrency = resolveStoreCurrency(currency);
  wrapLooseText(element);
  return replaceBlockContent(element, <ProductPrice product={read} currency={storeCurrency} />, context, 'runtime-product-price');
};
