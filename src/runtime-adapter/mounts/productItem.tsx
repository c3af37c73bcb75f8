/**
 * Mount chunk: a product's item view in place of the server's item markup (kept for
 * visitors without JavaScript). The product is read here (`parseProduct`), the option
 * names from its JSON; a product it refuses throws, and the mounter logs it while the
 * server markup stays. Adding goes through the cart page's client over the page's data call.
 */
import { createCartClient } from '../../commerce/cart/cartClient';
import { ProductItem } from '../../blocks/productItem/ProductItem';
import { optionNamesOf } from '../../blocks/productItem/productItem.rules';
import { addItemWith } from '../../blocks/productItem/productItemCart';
import { resolveStoreCurrency } from '../../services/commerce/money/currencies';
import { parseProduct } from '../../services/commerce/product/product.model';
import type { MountFunction } from '../mountTypes';
import { replaceBlockContent } from './renderRoot';

/** The page's scanner for this view comes with its mount (one dynamic import). */
export { scanProductItem as scan } from '../scan/scanProductItem';

export const mount: MountFunction<'productItem'> = (element, { product, itemId, title, image, description, currency }, context) => {
  const read = parseProduct(product);
  const optionCount = read.productType === 'DIGITAL' ? 0 : Math.max(0, ...read.variants.map((v) => v.optionValues.length));
  const add = addItemWith(createCartClient(context.services.dataCall));
  return replaceBlockContent(
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
    />,
    context,
    'runtime-product-item',
  );
};
