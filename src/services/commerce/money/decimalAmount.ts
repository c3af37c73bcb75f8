/**
 * Decimal money amounts as strings, and their exact conversion to and from minor units
 * ("cents": hundredths for two-digit currencies, whole yen for JPY). No floating point:
 * the maths is BigInt on the digit strings.
 */
import { getCurrency, type Currency, type CurrencyCode } from './currencies';

/** At most this many digits before the decimal point. */
export const MAX_INTEGER_DIGITS = 15;

const DECIMAL_PATTERN = /^(-?)(\d+)(?:\.(\d+))?$/;

export interface DecimalParts {
  readonly negative: boolean;
  /** Integer digits without leading zeros ("0" for zero). */
  readonly integer: string;
  /** Fraction digits exactly as written (may be empty). */
  readonly fraction: string;
}

export class InvalidAmountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidAmountError';
  }
}

type CurrencyRef = Currency | CurrencyCode;
const currencyOf = (ref: CurrencyRef): Currency => (typeof ref === 'string' ? getCurrency(ref) : ref);

/** Splits "-0012.50" into sign, "12" and "50". Throws `InvalidAmountError` for anything else. */
export function parseDecimal(text: string): DecimalParts {
  const match = typeof text === 'string' ? DECIMAL_PATTERN.exec(text) : null;
  if (!match) {
    throw new InvalidAmountError(
      `Not a decimal amount: ${JSON.stringify(text)}. Expected digits with an optional leading minus and an optional fraction, like "1234.50".`,
    );
  }
  const integer = (match[2] ?? '0').replace(/^0+(?=\d)/, '');
  const fraction = match[3] ?? '';
  const isZero = /^0*$/.test(integer) && /^0*$/.test(fraction);
  return { negative: match[1] === '-' && !isZero, integer, fraction };
}

export function isDecimalAmount(text: unknown): text is string {
  return typeof text === 'string' && DECIMAL_PATTERN.test(text);
}

function assertIntegerDigits(integer: string, original: string): void {
  if (integer.length > MAX_INTEGER_DIGITS) {
    throw new InvalidAmountError(
      `Amount ${JSON.stringify(original)} has ${integer.length} integer digits; money amounts are limited to ${MAX_INTEGER_DIGITS}.`,
    );
  }
}

/**
 * Exact conversion to minor units. More fraction digits than the currency has are an
 * error unless they are zeros ("1.500" is fine for USD, "1.505" is not): nothing typed is
 * silently rounded away.
 */
export function decimalToMinorUnits(text: string, currency: CurrencyRef): bigint {
  const { fractionDigits, code } = currencyOf(currency);
  const parts = parseDecimal(text);
  assertIntegerDigits(parts.integer, text);
  const kept = parts.fraction.slice(0, fractionDigits);
  const dropped = parts.fraction.slice(fractionDigits);
  if (/[1-9]/.test(dropped)) {
    throw new InvalidAmountError(`Amount ${JSON.stringify(text)} has more than ${fractionDigits} fraction digits, which ${code} does not allow.`);
  }
  const digits = BigInt(parts.integer + kept.padEnd(fractionDigits, '0'));
  return parts.negative ? -digits : digits;
}

/**
 * Rounds to the currency's fraction digits, half away from zero (the same rule as
 * `Intl.NumberFormat`'s default), and returns minor units.
 */
export function roundDecimalToMinorUnits(text: string, currency: CurrencyRef): bigint {
  const { fractionDigits } = currencyOf(currency);
  const parts = parseDecimal(text);
  assertIntegerDigits(parts.integer, text);
  const kept = parts.fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  const next = parts.fraction.charAt(fractionDigits);
  let magnitude = BigInt(parts.integer + kept);
  if (next !== '' && next >= '5') magnitude += 1n;
  return parts.negative ? -magnitude : magnitude;
}

/** Minor units to a decimal string with exactly the currency's fraction digits ("-12.05"). */
export function minorUnitsToDecimal(minorUnits: bigint, currency: CurrencyRef): string {
  const { fractionDigits } = currencyOf(currency);
  const negative = minorUnits < 0n;
  const digits = (negative ? -minorUnits : minorUnits).toString().padStart(fractionDigits + 1, '0');
  const integer = digits.slice(0, digits.length - fractionDigits);
  const fraction = digits.slice(digits.length - fractionDigits);
  assertIntegerDigits(integer, `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`);
  return `${negative ? '-' : ''}${integer}${fractionDigits > 0 ? `.${fraction}` : ''}`;
}

/** Integer cents (a JSON number or a bigint) to a decimal string: 1999 → "19.99" (USD), 1999 → "1999" (JPY). */
export function centsToDecimal(cents: number | bigint, currency: CurrencyRef): string {
  if (typeof cents === 'number' && !Number.isSafeInteger(cents)) {
    throw new InvalidAmountError(`Cents must be a whole number within the safe integer range, got ${String(cents)}.`);
  }
  return minorUnitsToDecimal(BigInt(cents), currency);
}

/** A decimal string to integer cents as a number (the shape the server's *Cents fields use). */
export function decimalToCents(text: string, currency: CurrencyRef): number {
  const minor = decimalToMinorUnits(text, currency);
  if (minor > BigInt(Number.MAX_SAFE_INTEGER) || minor < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new InvalidAmountError(`Amount ${JSON.stringify(text)} is too large to hold as cents in a number; use decimalToMinorUnits.`);
  }
  return Number(minor);
}
