/**
 * The 27 currencies the commerce helper knows: ISO code, English name and the number
 * of fraction digits (minor-unit exponent). JPY has none, every other currency two.
 * Symbols and separators are not part of this table: they come from `Intl` (see
 * `formatMoney.ts`), because the platform's own values are not published.
 */
import { DEFAULT_STORE_CURRENCY } from '../../../platform/constants';

export interface Currency {
  readonly code: CurrencyCode;
  readonly name: string;
  readonly fractionDigits: 0 | 2;
}

export const CURRENCY_CODES = [
  'EUR',
  'USD',
  'AUD',
  'NOK',
  'CAD',
  'NZD',
  'DKK',
  'GBP',
  'HKD',
  'CHF',
  'MXN',
  'SGD',
  'SEK',
  'CZK',
  'ILS',
  'PHP',
  'RUB',
  'PLN',
  'THB',
  'MYR',
  'ARS',
  'BRL',
  'COP',
  'IDR',
  'INR',
  'ZAR',
  'JPY',
] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

const NAMES: Record<CurrencyCode, string> = {
  EUR: 'Euro',
  USD: 'US Dollar',
  AUD: 'Australian Dollar',
  NOK: 'Norwegian Krone',
  CAD: 'Canadian Dollar',
  NZD: 'New Zealand Dollar',
  DKK: 'Danish Krone',
  GBP: 'British Pound',
  HKD: 'Hong Kong Dollar',
  CHF: 'Swiss Franc',
  MXN: 'Mexican Peso',
  SGD: 'Singapore Dollar',
  SEK: 'Swedish Krona',
  CZK: 'Czech Koruna',
  ILS: 'Israeli New Shekel',
  PHP: 'Philippine Peso',
  RUB: 'Russian Ruble',
  PLN: 'Polish Zloty',
  THB: 'Thai Baht',
  MYR: 'Malaysian Ringgit',
  ARS: 'Argentine Peso',
  BRL: 'Brazilian Real',
  COP: 'Colombian Peso',
  IDR: 'Indonesian Rupiah',
  INR: 'Indian Rupee',
  ZAR: 'South African Rand',
  JPY: 'Japanese Yen',
};

export const CURRENCIES: readonly Currency[] = CURRENCY_CODES.map((code) => ({
  code,
  name: NAMES[code],
  fractionDigits: code === 'JPY' ? 0 : 2,
}));

const BY_CODE = new Map<string, Currency>(CURRENCIES.map((c) => [c.code, c]));

/** The store currency when the website settings name none (defined with the platform's constants). */
export { DEFAULT_STORE_CURRENCY };

export class UnsupportedCurrencyError extends Error {
  constructor(readonly code: string) {
    super(`Unsupported currency "${code}". Supported currencies: ${CURRENCY_CODES.join(', ')}.`);
    this.name = 'UnsupportedCurrencyError';
  }
}

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && BY_CODE.has(value);
}

/** The currency for a code; throws `UnsupportedCurrencyError` for any other string. */
export function getCurrency(code: CurrencyCode | string): Currency {
  const currency = BY_CODE.get(code);
  if (!currency) throw new UnsupportedCurrencyError(code);
  return currency;
}

/**
 * The store currency from `websiteSettings.storeSettings.selectedCurrency` (in any
 * letter case): absent, null or blank means USD; a code outside the 27 is an error rather than a silent
 * switch to dollars (prices would be shown in the wrong money).
 */
export function resolveStoreCurrency(selectedCurrency: unknown): Currency {
  if (selectedCurrency === undefined || selectedCurrency === null) return getCurrency(DEFAULT_STORE_CURRENCY);
  if (typeof selectedCurrency !== 'string') throw new UnsupportedCurrencyError(String(selectedCurrency));
  const code = selectedCurrency.trim();
  if (code === '') return getCurrency(DEFAULT_STORE_CURRENCY);
  const currency = BY_CODE.get(code.toUpperCase());
  if (!currency) throw new UnsupportedCurrencyError(code);
  return currency;
}
