/**
 * Products as the commerce helper sees them, read from the server's structured content.
 * Physical, service and gift-card products carry variants; digital products carry their
 * price directly. Variant `price` and `salePrice` are integer cents (the limit the spec
 * gives for them, 100,000,000, is in cents).
 *
 * Reading checks types only; the editing limits (maximum price, SKU length) are checked
 * by `validateProduct` in `productLimits.rules.ts`, so a stored product the server
 * accepted is never refused on display.
 */
import { ProductType as PlatformProductType } from '../../../platform/enums/commerce';
import { CommerceShapeError, createShapeReader, type ShapeReader } from '../serverShape';

/** The four store product types by name; the platform numbers them 1 to 4 (paywall, 5, is not a store product). */
export type ProductType = 'PHYSICAL' | 'SERVICE' | 'DIGITAL' | 'GIFT_CARD';
const PRODUCT_TYPES: readonly ProductType[] = ['PHYSICAL', 'SERVICE', 'DIGITAL', 'GIFT_CARD'];

export interface OptionValue {
  readonly value: string;
}

export interface ProductVariant {
  /** Absent on a variant not saved yet. */
  readonly id: string | null;
  readonly priceCents: number;
  readonly salePriceCents: number;
  readonly onSale: boolean;
  readonly unlimited: boolean;
  readonly qtyInStock: number;
  readonly sku: string;
  readonly optionValues: readonly OptionValue[];
}

export interface VariantProduct {
  readonly productType: 'PHYSICAL' | 'SERVICE' | 'GIFT_CARD';
  readonly variants: readonly ProductVariant[];
}

export interface DigitalProduct {
  readonly productType: 'DIGITAL';
  readonly priceCents: number;
  readonly salePriceCents: number;
  readonly onSale: boolean;
}

export type Product = VariantProduct | DigitalProduct;

const TYPE_BY_NUMBER = new Map<number, ProductType>(PRODUCT_TYPES.map((name) => [PlatformProductType[name], name]));

/** 'PHYSICAL' or 1, 'DIGITAL' or 2, 'SERVICE' or 3, 'GIFT_CARD' or 4; anything else is undefined. */
export function toProductType(value: unknown): ProductType | undefined {
  if (typeof value === 'number') return TYPE_BY_NUMBER.get(value);
  return PRODUCT_TYPES.find((name) => name === value);
}

function readVariant(read: ShapeReader, raw: unknown, path: string): ProductVariant | undefined {
  const v = read.record(raw, path);
  if (!v) return undefined;
  const onSale = read.boolean(v.onSale, `${path}.onSale`, false);
  const priceCents = read.integer(v.price, `${path}.price`, 0);
  const salePriceCents = onSale === true || (v.salePrice !== undefined && v.salePrice !== null) ? read.integer(v.salePrice, `${path}.salePrice`, 0) : 0;
  const unlimited = read.boolean(v.unlimited, `${path}.unlimited`, false);
  const qtyInStock = read.optionalInteger(v.qtyInStock, `${path}.qtyInStock`) ?? 0; // below 0 is kept as sent; validateVariant reports it
  const sku = read.optionalString(v.sku, `${path}.sku`) ?? '';
  const id = read.optionalString(v.id, `${path}.id`);
  const optionValues: OptionValue[] = [];
  const rawOptions = v.optionValues === undefined || v.optionValues === null ? [] : read.array(v.optionValues, `${path}.optionValues`);
  rawOptions?.forEach((option, i) => {
    const o = read.record(option, `${path}.optionValues[${i}]`);
    const value = o ? read.string(o.value, `${path}.optionValues[${i}].value`) : undefined;
    if (value !== undefined) optionValues.push({ value });
  });
  if (priceCents === undefined || salePriceCents === undefined || onSale === undefined || unlimited === undefined) return undefined;
  return { id, priceCents, salePriceCents, onSale, unlimited, qtyInStock, sku, optionValues };
}

/**
 * Reads a product from the server's JSON. `productType` may be the name or the number.
 * Absent `onSale`/`unlimited` mean false, absent `qtyInStock` 0, absent `sku` empty,
 * absent `salePrice` 0 (but a product on sale must have one). Throws `CommerceShapeError`
 * listing every problem.
 */
export function parseProduct(server: unknown): Product {
  const read = createShapeReader();
  const p = read.record(server, '');
  if (!p) throw new CommerceShapeError('product', read.issues);
  const productType = toProductType(p.productType);
  if (!productType) {
    const got = JSON.stringify(p.productType) ?? 'nothing';
    throw new CommerceShapeError('product', [{ path: 'productType', message: `must be PHYSICAL, SERVICE, DIGITAL or GIFT_CARD (1 to 4), got ${got}` }]);
  }
  if (productType === 'DIGITAL') {
    const onSale = read.boolean(p.onSale, 'onSale', false);
    const priceCents = read.integer(p.priceCents, 'priceCents', 0);
    const salePriceCents =
      onSale === true || (p.salePriceCents !== undefined && p.salePriceCents !== null) ? read.integer(p.salePriceCents, 'salePriceCents', 0) : 0;
    read.done('product');
    // done() threw if any of these was missing.
    return { productType, priceCents: priceCents!, salePriceCents: salePriceCents!, onSale: onSale! };
  }
  const rawVariants = read.array(p.variants, 'variants') ?? [];
  if (read.issues.length === 0 && rawVariants.length === 0) read.issues.push({ path: 'variants', message: 'must hold at least one variant' });
  const variants = rawVariants.map((raw, i) => readVariant(read, raw, `variants[${i}]`));
  read.done('product');
  // done() threw if any variant could not be read, so every entry is defined.
  return { productType, variants: variants as ProductVariant[] };
}
