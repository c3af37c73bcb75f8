/**
 * The shopping cart as the server sends it, read into a typed model with the fields the
 * spec lists. The inner shapes of entries, shipping options, tax rules and coupons are
 * not given by the spec: they are kept exactly as received (`unknown`), so nothing is
 * lost, for the cart page bundle to read.
 *
 * Defaults for absent or null keys (the spec gives none): lists empty, optional objects
 * null, cents and quantity 0, flags false. A value of the wrong type is an error.
 */
import { isCurrencyCode, type CurrencyCode } from '../money/currencies';
import { isDecimalAmount } from '../money/decimalAmount';
import { CommerceShapeError, createShapeReader, type ShapeReader } from '../serverShape';

export interface MoneyAmount {
  /** Decimal string, e.g. "25.00". */
  readonly value: string;
  readonly currency: CurrencyCode | null;
}

export interface Cart {
  readonly id: string;
  readonly websiteId: string | null;
  readonly orderId: string | null;
  /** Creation time, milliseconds since the epoch. */
  readonly created: number | null;
  readonly isPurchased: boolean;
  readonly entries: readonly unknown[];
  readonly shippingOptions: readonly unknown[];
  readonly selectedShippingOption: unknown;
  readonly shippingLocation: unknown;
  readonly applicableTaxRules: readonly unknown[];
  readonly coupons: readonly unknown[];
  readonly validCoupons: readonly unknown[];
  readonly invalidCoupons: readonly unknown[];
  readonly subtotalCents: number;
  readonly subtotalAmount: MoneyAmount | null;
  readonly taxCents: number;
  readonly shippingCostCents: number;
  readonly discountCents: number;
  readonly grandTotalCents: number;
  readonly totalQuantity: number;
  readonly hasDigital: boolean;
  readonly purelyDigital: boolean;
  readonly requiresShipping: boolean;
}

type ListField = 'entries' | 'shippingOptions' | 'applicableTaxRules' | 'coupons' | 'validCoupons' | 'invalidCoupons';
type CentsField = 'subtotalCents' | 'taxCents' | 'shippingCostCents' | 'discountCents' | 'grandTotalCents';
type FlagField = 'isPurchased' | 'hasDigital' | 'purelyDigital' | 'requiresShipping';

function readMoneyAmount(read: ShapeReader, value: unknown): MoneyAmount | null {
  if (value === undefined || value === null) return null;
  if (isDecimalAmount(value)) return { value, currency: null };
  const money = read.record(value, 'subtotalAmount');
  if (!money) return null;
  if (!isDecimalAmount(money.value)) {
    read.issues.push({ path: 'subtotalAmount.value', message: `must be a decimal string, got ${JSON.stringify(money.value) ?? 'nothing'}` });
  }
  const currency = money.currency ?? money.currencyCode;
  if (currency !== undefined && currency !== null && !isCurrencyCode(currency)) {
    read.issues.push({ path: 'subtotalAmount.currency', message: `must be one of the store currencies, got ${JSON.stringify(currency)}` });
  }
  return { value: String(money.value), currency: isCurrencyCode(currency) ? currency : null };
}

/** Reads a cart from the server's JSON; throws `CommerceShapeError` listing every problem. */
export function parseCart(server: unknown): Cart {
  const read = createShapeReader();
  const c = read.record(server, '');
  if (!c) throw new CommerceShapeError('cart', read.issues);
  const list = (key: ListField) => (c[key] === undefined || c[key] === null ? [] : (read.array(c[key], key) ?? []));
  const cents = (key: CentsField) => read.optionalInteger(c[key], key) ?? 0;
  const flag = (key: FlagField) => read.boolean(c[key], key, false) ?? false;
  const id = read.string(c.id, 'id');

  const cart: Cart = {
    id: id ?? '',
    websiteId: read.optionalString(c.websiteId, 'websiteId'),
    orderId: read.optionalString(c.orderId, 'orderId'),
    created: read.optionalInteger(c.created, 'created'),
    isPurchased: flag('isPurchased'),
    entries: list('entries'),
    shippingOptions: list('shippingOptions'),
    selectedShippingOption: c.selectedShippingOption ?? null,
    shippingLocation: c.shippingLocation ?? null,
    applicableTaxRules: list('applicableTaxRules'),
    coupons: list('coupons'),
    validCoupons: list('validCoupons'),
    invalidCoupons: list('invalidCoupons'),
    subtotalCents: cents('subtotalCents'),
    subtotalAmount: readMoneyAmount(read, c.subtotalAmount),
    taxCents: cents('taxCents'),
    shippingCostCents: cents('shippingCostCents'),
    discountCents: cents('discountCents'),
    grandTotalCents: cents('grandTotalCents'),
    totalQuantity: read.optionalInteger(c.totalQuantity, 'totalQuantity', 0) ?? 0,
    hasDigital: flag('hasDigital'),
    purelyDigital: flag('purelyDigital'),
    requiresShipping: flag('requiresShipping'),
  };
  read.done('cart');
  return cart;
}
