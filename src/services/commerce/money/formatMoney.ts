/**
 * Money for display: a decimal string in, text out. Values are never turned into
 * floating point: the amount is rounded with BigInt (`roundDecimalToMinorUnits`) and the
 * exact decimal string is handed to `Intl.NumberFormat` (which formats strings exactly,
 * Intl.NumberFormat v3; an engine without it would coerce through Number, which only
 * matters for amounts beyond ~15 significant digits).
 *
 * Without a locale the separators are the spec's defaults: comma for thousands, dot for
 * decimals, grouped by three, symbol placement as in en-US. Separators can be overridden.
 * Symbols come from Intl (the platform's own symbol table is not published).
 */
import { getCurrency, type Currency, type CurrencyCode } from './currencies';
import { centsToDecimal, minorUnitsToDecimal, roundDecimalToMinorUnits } from './decimalAmount';

export const DEFAULT_GROUP_SEPARATOR = ',';
export const DEFAULT_DECIMAL_SEPARATOR = '.';
/** Locale whose symbol placement is used when no locale is given. */
const PLACEMENT_LOCALE = 'en-US';

export type CurrencyDisplay = 'symbol' | 'narrowSymbol' | 'code' | 'name' | 'none';

export interface FormatMoneyOptions {
  /** BCP 47 locale; absent means comma/dot separators with en-US symbol placement. */
  locale?: string;
  /** Drop the fraction when it is all zeros: "$12" instead of "$12.00". Default false. */
  trimZeroFractions?: boolean;
  /** How the currency is shown; 'none' prints the number alone. Default 'symbol'. */
  currencyDisplay?: CurrencyDisplay;
  /** Group digits in thousands (or the locale's grouping). Default true. */
  useGrouping?: boolean;
  /** Overrides the thousands separator (default ',' without a locale, the locale's otherwise). */
  groupSeparator?: string;
  /** Overrides the decimal separator (default '.' without a locale, the locale's otherwise). */
  decimalSeparator?: string;
}

type StringNumberFormat = { formatToParts(value: string): Intl.NumberFormatPart[] };

const formatters = new Map<string, StringNumberFormat>();

function formatterFor(locale: string, currency: CurrencyCode, display: CurrencyDisplay, digits: number, grouping: boolean) {
  const key = [locale, currency, display, digits, grouping].join('|');
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.NumberFormatOptions = {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: grouping,
      ...(display === 'none' ? { style: 'decimal' } : { style: 'currency', currency, currencyDisplay: display }),
    };
    // Intl accepts decimal strings and formats them exactly; the library typings only know number | bigint.
    formatter = new Intl.NumberFormat(locale, options) as unknown as StringNumberFormat;
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats a decimal string ("1234.5", "-0.99", "1000") in a currency.
 * Throws `InvalidAmountError` for text that is not a decimal or has more than 15 integer
 * digits, `UnsupportedCurrencyError` for an unknown currency code.
 */
export function formatMoney(amount: string, currency: Currency | CurrencyCode | string, options: FormatMoneyOptions = {}): string {
  const resolved = typeof currency === 'string' ? getCurrency(currency) : currency;
  const exact = minorUnitsToDecimal(roundDecimalToMinorUnits(amount, resolved), resolved);
  const dot = exact.indexOf('.');
  const fractionIsZero = dot < 0 || /^0+$/.test(exact.slice(dot + 1));
  const trimmed = options.trimZeroFractions === true && fractionIsZero;
  const shown = trimmed && dot >= 0 ? exact.slice(0, dot) : exact;
  const digits = trimmed ? 0 : resolved.fractionDigits;

  const locale = options.locale ?? PLACEMENT_LOCALE;
  const formatter = formatterFor(locale, resolved.code, options.currencyDisplay ?? 'symbol', digits, options.useGrouping ?? true);
  const group = options.groupSeparator ?? (options.locale === undefined ? DEFAULT_GROUP_SEPARATOR : undefined);
  const decimal = options.decimalSeparator ?? (options.locale === undefined ? DEFAULT_DECIMAL_SEPARATOR : undefined);

  return formatter
    .formatToParts(shown)
    .map((part) => {
      if (part.type === 'group' && group !== undefined) return group;
      if (part.type === 'decimal' && decimal !== undefined) return decimal;
      return part.value;
    })
    .join('');
}

/** Formats integer cents (minor units) in a currency; same options as `formatMoney`. */
export function formatCents(cents: number | bigint, currency: Currency | CurrencyCode | string, options: FormatMoneyOptions = {}): string {
  const resolved = typeof currency === 'string' ? getCurrency(currency) : currency;
  return formatMoney(centsToDecimal(cents, resolved), resolved, options);
}
