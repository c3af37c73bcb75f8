/** An amount ready for a view: its cents, exact decimal and formatted text. */
import type { Currency, CurrencyCode } from './currencies';
import { centsToDecimal } from './decimalAmount';
import { formatMoney, type FormatMoneyOptions } from './formatMoney';

export interface DisplayMoney {
  readonly cents: number;
  readonly decimal: string;
  readonly formatted: string;
}

export function toDisplayMoney(cents: number, currency: Currency | CurrencyCode, options: FormatMoneyOptions = {}): DisplayMoney {
  const decimal = centsToDecimal(cents, currency);
  return { cents, decimal, formatted: formatMoney(decimal, currency, options) };
}
