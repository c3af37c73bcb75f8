import { describe, expect, it } from 'vitest';
import { CommerceShapeError } from '../serverShape';
import { parseProduct, toProductType, type ProductVariant } from './product.model';
import { MAX_PRICE_CENTS, isProductInStock, isVariantInStock, validateProduct, validateVariant } from './productLimits.rules';

const variant = (over: Partial<ProductVariant> = {}): ProductVariant => ({
  id: 'v1',
  priceCents: 1000,
  salePriceCents: 0,
  onSale: false,
  unlimited: false,
  qtyInStock: 3,
  sku: 'SQ1234567',
  optionValues: [],
  ...over,
});

describe('parseProduct', () => {
  it('reads a physical product with its variants', () => {
    const product = parseProduct({
      productType: 'PHYSICAL',
      variants: [
        { id: 'a', price: 2500, salePrice: 1999, onSale: true, unlimited: false, qtyInStock: 4, sku: 'TEE-S', optionValues: [{ value: 'Small' }] },
        { price: 2500 },
      ],
    });
    expect(product).toEqual({
      productType: 'PHYSICAL',
      variants: [
        { id: 'a', priceCents: 2500, salePriceCents: 1999, onSale: true, unlimited: false, qtyInStock: 4, sku: 'TEE-S', optionValues: [{ value: 'Small' }] },
        { id: null, priceCents: 2500, salePriceCents: 0, onSale: false, unlimited: false, qtyInStock: 0, sku: '', optionValues: [] },
      ],
    });
  });

  it('reads a digital product from its own price fields, and types by number', () => {
    expect(parseProduct({ productType: 2, priceCents: 900, salePriceCents: 500, onSale: true })).toEqual({
      productType: 'DIGITAL',
      priceCents: 900,
      salePriceCents: 500,
      onSale: true,
    });
    expect(toProductType(3)).toBe('SERVICE');
    expect(toProductType(4)).toBe('GIFT_CARD');
    expect(toProductType(5)).toBeUndefined();
    expect(toProductType('toString')).toBeUndefined();
  });

  it('lists every problem with its path', () => {
    try {
      parseProduct({ productType: 'PHYSICAL', variants: [{ price: '10' }, { price: 100, onSale: true }, 7] });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CommerceShapeError);
      expect((error as CommerceShapeError).issues.map((i) => i.path)).toEqual(['variants[0].price', 'variants[1].salePrice', 'variants[2]']);
      expect((error as Error).message).toContain('variants[0].price must be a whole number, got "10"');
    }
  });

  it('rejects unknown types, missing variants and non-objects', () => {
    expect(() => parseProduct({ productType: 'PAYWALL' })).toThrow('productType must be PHYSICAL, SERVICE, DIGITAL or GIFT_CARD (1 to 4), got "PAYWALL"');
    expect(() => parseProduct({ productType: 'SERVICE', variants: [] })).toThrow('variants must hold at least one variant');
    expect(() => parseProduct(null)).toThrow('must be an object, got null');
    expect(() => parseProduct({ productType: 'DIGITAL' })).toThrow('priceCents must be a whole number');
  });

  it('keeps a stored price above the limit and oversold stock instead of refusing the product', () => {
    const product = parseProduct({ productType: 'PHYSICAL', variants: [{ price: MAX_PRICE_CENTS + 1, qtyInStock: -2 }] });
    expect(product.productType !== 'DIGITAL' && product.variants[0]?.qtyInStock).toBe(-2);
    expect(validateProduct(product).map((i) => i.code)).toEqual(['price-too-high', 'stock-invalid']);
    expect(isProductInStock(product)).toBe(false);
  });
});

describe('product limits', () => {
  it('allows a price of exactly 100,000,000 cents and no more', () => {
    expect(validateVariant(variant({ priceCents: 100_000_000 }))).toEqual([]);
    expect(validateVariant(variant({ priceCents: 100_000_001 }))).toEqual([
      { path: 'price', code: 'price-too-high', message: 'Price must be at most 100,000,000 cents.' },
    ]);
    expect(validateVariant(variant({ onSale: true, salePriceCents: 100_000_001 }), 'variants[0]')[0]?.path).toBe('variants[0].salePrice');
    expect(validateVariant(variant({ priceCents: -1 }))[0]?.code).toBe('price-invalid');
  });

  it('allows an SKU of 60 characters and no more', () => {
    expect(validateVariant(variant({ sku: 'x'.repeat(60) }))).toEqual([]);
    expect(validateVariant(variant({ sku: 'x'.repeat(61) }))[0]?.message).toBe('SKU must be at most 60 characters (it has 61).');
    expect(validateVariant(variant({ sku: '🎁'.repeat(60) }))).toEqual([]);
  });

  it('finds variant ids used twice and bad digital prices', () => {
    const issues = validateProduct({ productType: 'PHYSICAL', variants: [variant({ id: 'a' }), variant({ id: 'b' }), variant({ id: 'a' })] });
    expect(issues).toEqual([{ path: 'variants[2].id', code: 'duplicate-variant-id', message: 'Variant id "a" is used by another variant.' }]);
    expect(validateProduct({ productType: 'DIGITAL', priceCents: 200_000_000, salePriceCents: 0, onSale: false })[0]?.path).toBe('priceCents');
  });
});

describe('stock', () => {
  it('is in stock when unlimited or above zero', () => {
    expect(isVariantInStock({ unlimited: true, qtyInStock: 0 })).toBe(true);
    expect(isVariantInStock({ unlimited: false, qtyInStock: 1 })).toBe(true);
    expect(isVariantInStock({ unlimited: false, qtyInStock: 0 })).toBe(false);
    expect(isProductInStock({ productType: 'PHYSICAL', variants: [variant({ qtyInStock: 0 }), variant({ qtyInStock: 2 })] })).toBe(true);
    expect(isProductInStock({ productType: 'SERVICE', variants: [variant({ qtyInStock: 0 })] })).toBe(false);
    expect(isProductInStock({ productType: 'DIGITAL', priceCents: 1, salePriceCents: 0, onSale: false })).toBe(true);
  });
});
