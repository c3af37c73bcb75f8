import { describe, expect, it } from 'vitest';
import { CommerceShapeError } from '../serverShape';
import { parseCart } from './cart.model';
import { cartCountText, cartIndicator, cartIndicatorOf } from './cartIndicator';
import { cartTotals } from './cartTotals';

const serverCart = {
  id: 'cart-1',
  websiteId: 'site-9',
  orderId: null,
  created: 1763790000000,
  isPurchased: false,
  entries: [{ id: 'e1', quantity: 2, sku: 'TEE-S', customFormData: { note: 'gift wrap' } }],
  shippingOptions: [{ name: 'Standard' }],
  selectedShippingOption: { name: 'Standard' },
  shippingLocation: { country: 'US' },
  applicableTaxRules: [],
  coupons: ['SAVE5'],
  validCoupons: ['SAVE5'],
  invalidCoupons: [],
  subtotalCents: 123450,
  subtotalAmount: { value: '1234.50', currency: 'USD' },
  taxCents: 9876,
  shippingCostCents: 500,
  discountCents: 500,
  grandTotalCents: 133326,
  totalQuantity: 2,
  hasDigital: false,
  purelyDigital: false,
  requiresShipping: true,
};

describe('parseCart', () => {
  it('reads every field and keeps entries and coupons exactly as sent', () => {
    const cart = parseCart(serverCart);
    expect(cart).toMatchObject({ id: 'cart-1', websiteId: 'site-9', orderId: null, created: 1763790000000, totalQuantity: 2, requiresShipping: true });
    expect(cart.entries).toEqual(serverCart.entries);
    expect(cart.selectedShippingOption).toEqual({ name: 'Standard' });
    expect(cart.subtotalAmount).toEqual({ value: '1234.50', currency: 'USD' });
    expect(cart.validCoupons).toEqual(['SAVE5']);
  });

  it('fills absent fields of a fresh cart with empty values', () => {
    expect(parseCart({ id: 'new' })).toEqual({
      id: 'new',
      websiteId: null,
      orderId: null,
      created: null,
      isPurchased: false,
      entries: [],
      shippingOptions: [],
      selectedShippingOption: null,
      shippingLocation: null,
      applicableTaxRules: [],
      coupons: [],
      validCoupons: [],
      invalidCoupons: [],
      subtotalCents: 0,
      subtotalAmount: null,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
    });
    expect(parseCart({ id: 'x', subtotalAmount: '9.99' }).subtotalAmount).toEqual({ value: '9.99', currency: null });
  });

  it('lists every wrong field', () => {
    try {
      parseCart({ entries: {}, taxCents: 1.5, hasDigital: 'yes', totalQuantity: -1, subtotalAmount: { value: 12, currency: 'ABC' } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CommerceShapeError);
      expect((error as CommerceShapeError).issues.map((i) => i.path).sort()).toEqual([
        'entries',
        'hasDigital',
        'id',
        'subtotalAmount.currency',
        'subtotalAmount.value',
        'taxCents',
        'totalQuantity',
      ]);
      expect((error as Error).message).toContain('taxCents must be a whole number, got 1.5');
    }
  });
});

describe('cart totals', () => {
  it('formats subtotal, tax, shipping, discount and grand total in the store currency', () => {
    const totals = cartTotals(parseCart(serverCart), 'USD');
    expect(Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, v.formatted]))).toEqual({
      subtotal: '$1,234.50',
      tax: '$98.76',
      shipping: '$5.00',
      discount: '$5.00',
      grandTotal: '$1,333.26',
    });
    expect(cartTotals(parseCart(serverCart), 'JPY').grandTotal.formatted).toBe('¥133,326');
  });
});

describe('cart indicator', () => {
  it('shows the count and subtotal, with the empty style at 0', () => {
    expect(cartIndicatorOf(parseCart(serverCart), 'USD')).toEqual({
      count: 2,
      countText: '2',
      isEmpty: false,
      subtotal: { cents: 123450, decimal: '1234.50', formatted: '$1,234.50' },
    });
    expect(cartIndicator({ count: 0, subtotalCents: 0 }, 'EUR')).toMatchObject({ countText: '0', isEmpty: true, subtotal: { formatted: '€0.00' } });
  });

  it("reads '100+' above 100", () => {
    expect(cartCountText(100)).toBe('100');
    expect(cartCountText(101)).toBe('100+');
    expect(cartCountText(5000)).toBe('100+');
    expect(() => cartCountText(-1)).toThrow('must be a whole number, 0 or more, got -1');
    expect(() => cartCountText(1.5)).toThrow(RangeError);
  });
});
