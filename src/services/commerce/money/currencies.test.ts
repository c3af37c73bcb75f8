import { describe, expect, it } from 'vitest';
import { CURRENCIES, DEFAULT_STORE_CURRENCY, UnsupportedCurrencyError, getCurrency, isCurrencyCode, resolveStoreCurrency } from './currencies';

describe('currencies', () => {
  it('lists the 27 currencies of the spec, JPY with no fraction digits and every other with two', () => {
    expect(CURRENCIES).toHaveLength(27);
    expect(new Set(CURRENCIES.map((c) => c.code)).size).toBe(27);
    const twoDigits = 'EUR USD AUD NOK CAD NZD DKK GBP HKD CHF MXN SGD SEK CZK ILS PHP RUB PLN THB MYR ARS BRL COP IDR INR ZAR'.split(' ');
    for (const code of twoDigits) expect(getCurrency(code).fractionDigits).toBe(2);
    expect(getCurrency('JPY').fractionDigits).toBe(0);
    for (const currency of CURRENCIES) expect(currency.name).not.toBe('');
  });

  it('defaults the store currency to USD when the settings name none', () => {
    expect(DEFAULT_STORE_CURRENCY).toBe('USD');
    expect(resolveStoreCurrency(undefined).code).toBe('USD');
    expect(resolveStoreCurrency(null).code).toBe('USD');
    expect(resolveStoreCurrency('  ').code).toBe('USD');
    expect(resolveStoreCurrency('GBP').code).toBe('GBP');
  });

  it('rejects a currency outside the list with a message naming it', () => {
    expect(() => getCurrency('XYZ')).toThrow(UnsupportedCurrencyError);
    expect(resolveStoreCurrency('eur').code).toBe('EUR');
    expect(() => resolveStoreCurrency('dollars')).toThrow('Unsupported currency "dollars"');
    expect(() => resolveStoreCurrency(42)).toThrow(UnsupportedCurrencyError);
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('eur')).toBe(false);
  });
});
