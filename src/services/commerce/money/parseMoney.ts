/**
 * Reads money text back into exact minor units: what `formatMoney` printed, or what a
 * person typed ("$1,234.50", "1234.5", "-¥1,000", "(12.00)"). Currency symbols, codes and
 * spaces are ignored; group separators are removed; the decimal separator becomes a dot.
 * More fraction digits than the currency allows are an error, never rounded away.
 */
import { getCurrency, type Currency, type CurrencyCode } from './currencies';
import { InvalidAmountError, decimalToMinorUnits } from './decimalAmount';
import { DEFAULT_DECIMAL_SEPARATOR, DEFAULT_GROUP_SEPARATOR } from './formatMoney';

export interface ParseMoneyOptions {
  /** Take the separators from this locale (as `formatMoney` would print them). */
  locale?: string;
  groupSeparator?: string;
  decimalSeparator?: string;
}

function localeSeparators(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale, { useGrouping: true, minimumFractionDigits: 1 }).formatToParts(12345.5);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? DEFAULT_GROUP_SEPARATOR,
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? DEFAULT_DECIMAL_SEPARATOR,
  };
}

const MINUS_SIGN = /[-\u2212\u2012\u2013\uFE63\uFF0D]/;
const SPACE = /[\s\u00A0\u202F]/;
const SPACES = /[\s\u00A0\u202F]/g;

/** Money text to minor units (cents; whole yen for JPY). Throws `InvalidAmountError` with the reason. */
export function parseMoney(text: string, currency: Currency | CurrencyCode | string, options: ParseMoneyOptions = {}): bigint {
  const resolved = typeof currency === 'string' ? getCurrency(currency) : currency;
  const fromLocale = options.locale === undefined ? undefined : localeSeparators(options.locale);
  const group = options.groupSeparator ?? fromLocale?.group ?? DEFAULT_GROUP_SEPARATOR;
  const decimal = options.decimalSeparator ?? fromLocale?.decimal ?? DEFAULT_DECIMAL_SEPARATOR;
  if (group !== '' && group.replace(SPACES, ' ') === decimal.replace(SPACES, ' ')) {
    throw new InvalidAmountError(`The group and decimal separators must differ, both are ${JSON.stringify(decimal)}.`);
  }

  const trimmed = text.trim();
  const first = trimmed.search(/\d/);
  if (first < 0) throw new InvalidAmountError(`Not a money amount: ${JSON.stringify(text)}.`);
  let last = first;
  for (let i = trimmed.length - 1; i >= first; i -= 1) {
    if (/\d/.test(trimmed.charAt(i))) {
      last = i;
      break;
    }
  }
  // A leading decimal separator belongs to the number (".50", "$.50").
  const numberStart = decimal !== '' && trimmed.slice(0, first).endsWith(decimal) ? first - decimal.length : first;
  const prefix = trimmed.slice(0, numberStart);
  const suffix = trimmed.slice(last + 1);
  const negative = MINUS_SIGN.test(prefix) || MINUS_SIGN.test(suffix) || (prefix.includes('(') && suffix.includes(')'));

  // Between the first and last digit only digits and the two separators may appear.
  const spaceGroup = group !== '' && group.replace(SPACES, '') === '';
  let body = '';
  const middle = trimmed.slice(numberStart, last + 1);
  for (let i = 0; i < middle.length;) {
    const ch = middle.charAt(i);
    if (decimal !== '' && middle.startsWith(decimal, i)) {
      body += '.';
      i += decimal.length;
    } else if (group !== '' && middle.startsWith(group, i)) {
      i += group.length;
    } else if (spaceGroup && SPACE.test(ch)) {
      i += 1;
    } else if (/\d/.test(ch)) {
      body += ch;
      i += 1;
    } else {
      throw new InvalidAmountError(`Not a money amount: ${JSON.stringify(text)} (unexpected ${JSON.stringify(ch)}).`);
    }
  }
  if (body.startsWith('.')) body = `0${body}`;
  if (!/^\d+(\.\d+)?$/.test(body)) {
    throw new InvalidAmountError(`Not a money amount: ${JSON.stringify(text)}.`);
  }
  return decimalToMinorUnits(negative ? `-${body}` : body, resolved);
}
