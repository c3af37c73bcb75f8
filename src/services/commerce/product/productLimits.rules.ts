/**
 * The editing limits of products and variants, and stock. Each problem is reported with
 * the path of the field and a sentence an editor can act on.
 */
import type { Product, ProductVariant } from './product.model';

/** Maximum product price, in cents. */
export const MAX_PRICE_CENTS = 100_000_000;
/** Maximum SKU length, in characters. */
export const MAX_SKU_LENGTH = 60;

export type ProductIssueCode = 'price-invalid' | 'price-too-high' | 'sku-too-long' | 'stock-invalid' | 'duplicate-variant-id';

export interface ProductIssue {
  readonly path: string;
  readonly code: ProductIssueCode;
  readonly message: string;
}

const MAX_PRICE_TEXT = MAX_PRICE_CENTS.toLocaleString('en-US');

function checkPrice(cents: number, path: string, label: string, issues: ProductIssue[]): void {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    issues.push({ path, code: 'price-invalid', message: `${label} must be a whole number of cents, 0 or more.` });
  } else if (cents > MAX_PRICE_CENTS) {
    issues.push({ path, code: 'price-too-high', message: `${label} must be at most ${MAX_PRICE_TEXT} cents.` });
  }
}

/** Problems of one variant; `path` prefixes the field names (e.g. "variants[2]"). */
export function validateVariant(variant: ProductVariant, path = ''): ProductIssue[] {
  const at = (field: string) => (path ? `${path}.${field}` : field);
  const issues: ProductIssue[] = [];
  checkPrice(variant.priceCents, at('price'), 'Price', issues);
  if (variant.onSale) checkPrice(variant.salePriceCents, at('salePrice'), 'Sale price', issues);
  // Count code points, so an SKU of emoji or accented letters is measured as a person reads it.
  const skuLength = [...variant.sku].length;
  if (skuLength > MAX_SKU_LENGTH) {
    issues.push({ path: at('sku'), code: 'sku-too-long', message: `SKU must be at most ${MAX_SKU_LENGTH} characters (it has ${skuLength}).` });
  }
  if (!variant.unlimited && (!Number.isSafeInteger(variant.qtyInStock) || variant.qtyInStock < 0)) {
    issues.push({ path: at('qtyInStock'), code: 'stock-invalid', message: 'Stock must be a whole number, 0 or more.' });
  }
  return issues;
}

/** Every problem of a product: prices, SKUs, stock, and variant ids used twice. Empty when valid. */
export function validateProduct(product: Product): ProductIssue[] {
  if (product.productType === 'DIGITAL') {
    const issues: ProductIssue[] = [];
    checkPrice(product.priceCents, 'priceCents', 'Price', issues);
    if (product.onSale) checkPrice(product.salePriceCents, 'salePriceCents', 'Sale price', issues);
    return issues;
  }
  const issues = product.variants.flatMap((variant, i) => validateVariant(variant, `variants[${i}]`));
  const seen = new Set<string>();
  product.variants.forEach((variant, i) => {
    if (variant.id === null) return;
    if (seen.has(variant.id)) {
      issues.push({ path: `variants[${i}].id`, code: 'duplicate-variant-id', message: `Variant id "${variant.id}" is used by another variant.` });
    }
    seen.add(variant.id);
  });
  return issues;
}

/** A variant can be bought when its stock is unlimited or above zero. */
export function isVariantInStock(variant: Pick<ProductVariant, 'unlimited' | 'qtyInStock'>): boolean {
  return variant.unlimited || variant.qtyInStock > 0;
}

/** Any variant in stock; a digital product has no stock and is always available. */
export function isProductInStock(product: Product): boolean {
  return product.productType === 'DIGITAL' || product.variants.some(isVariantInStock);
}
