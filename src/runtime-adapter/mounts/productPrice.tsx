/**
 * Mount chunk: a product's price in its `.product-price`, in place of the server's price
 * (kept for visitors without JavaScript). The product is read here by the commerce
 * service (`parseProduct`) in the store currency; a product or currency it refuses throws,
 * and the mounter logs it with the product and leaves the server price as it was.
 */
import { ProductPrice } from '../../blocks/commerce/price/ProductPrice';
import { parseProduct, resolveStoreCurrency } from '../../services/commerce';
import type { MountFunction } from '../mountTypes';
import { replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'productPrice'> = (element, { product, currency }, context) => {
  const read = parseProduct(product);
  const storeCurrency = resolveStoreCurrency(currency);
  return replaceBlockContent(element, <ProductPrice product={read} currency={storeCurrency} />, context, 'runtime-product-price');
};
