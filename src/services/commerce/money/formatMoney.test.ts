import { describe, expect, it } from 'vitest';
import { InvalidAmountError } from './decimalAmount';
import { formatCents, formatMoney } from './formatMoney';
import { parseMoney } from './parseMoney';

describe('formatMoney', () => {
  it('groups thousands with a comma and uses a dot for decimals when no locale is given', () => {
    expect(formatMoney('1234567.5', 'USD')).toBe('$1,234,567.50');
    expect(formatMoney('0.5', 'EUR')).toBe('€0.50');
    expect(formatMoney('-1234.56', 'GBP')).toBe('-£1,234.56');
  });

  it('formats every digit of a 15-digit amount exactly', () => {
    expect(formatMoney('999999999999999.99', 'USD')).toBe('$999,999,999,999,999.99');
    expect(formatMoney('123456789012345.67', 'USD', { currencyDisplay: 'none' })).toBe('123,456,789,012,345.67');
  });

  it('refuses more than 15 integer digits and text that is not a decimal', () => {
    expect(() => formatMoney('1000000000000000', 'USD')).toThrow('has 16 integer digits; money amounts are limited to 15');
    expect(() => formatMoney('999999999999999.995', 'USD')).toThrow(InvalidAmountError);
    expect(() => formatMoney('12.3.4', 'USD')).toThrow('Not a decimal amount');
    expect(() => formatMoney('1', 'XXX')).toThrow('Unsupported currency "XXX"');
  });

  it('shows JPY without a fraction, rounding half away from zero', () => {
    expect(formatMoney('1234', 'JPY')).toBe('¥1,234');
    expect(formatMoney('1234.5', 'JPY')).toBe('¥1,235');
    expect(formatMoney('1.005', 'USD')).toBe('$1.01');
  });

  it('trims only a fraction that is all zeros', () => {
    expect(formatMoney('12.00', 'USD', { trimZeroFractions: true })).toBe('$12');
    expect(formatMoney('12.50', 'USD', { trimZeroFractions: true })).toBe('$12.50');
    expect(formatMoney('12.05', 'USD', { trimZeroFractions: true })).toBe('$12.05');
    expect(formatMoney('1000', 'USD', { trimZeroFractions: true })).toBe('$1,000');
  });

  it('never shows a negative zero', () => {
    expect(formatMoney('-0.00', 'USD')).toBe('$0.00');
    expect(formatMoney('-0.001', 'USD')).toBe('$0.00');
  });

  it('follows a locale when given one, and lets separators be overridden', () => {
    expect(formatMoney('1234.5', 'EUR', { locale: 'de-DE' })).toBe('1.234,50\u00a0€');
    expect(formatMoney('1234.5', 'EUR', { groupSeparator: '.', decimalSeparator: ',' })).toBe('€1.234,50');
    expect(formatMoney('1234.5', 'USD', { useGrouping: false })).toBe('$1234.50');
    expect(formatMoney('1234.5', 'USD', { currencyDisplay: 'code' })).toBe('USD\u00a01,234.50');
  });

  it('formats cents', () => {
    expect(formatCents(199900, 'USD')).toBe('$1,999.00');
    expect(formatCents(1999, 'JPY')).toBe('¥1,999');
    expect(formatCents(100, 'USD', { trimZeroFractions: true })).toBe('$1');
    expect(() => formatCents(0.5, 'USD')).toThrow('whole number');
  });
});

describe('parseMoney', () => {
  it('reads formatted and typed amounts back into cents', () => {
    expect(parseMoney('$1,234.50', 'USD')).toBe(123450n);
    expect(parseMoney('1234.5', 'USD')).toBe(123450n);
    expect(parseMoney('-£0.99', 'GBP')).toBe(-99n);
    expect(parseMoney('(12.00)', 'USD')).toBe(-1200n);
    expect(parseMoney('$.50', 'USD')).toBe(50n);
    expect(parseMoney('¥1,000', 'JPY')).toBe(1000n);
    expect(parseMoney('1.234,50 €', 'EUR', { locale: 'de-DE' })).toBe(123450n);
    expect(parseMoney('USD 12', 'USD')).toBe(1200n);
  });

  it('says why text is not money instead of guessing', () => {
    expect(() => parseMoney('twelve', 'USD')).toThrow('Not a money amount: "twelve"');
    expect(() => parseMoney('12abc34', 'USD')).toThrow('unexpected "a"');
    expect(() => parseMoney('1.2.3', 'USD')).toThrow('Not a money amount');
    expect(() => parseMoney('1.999', 'USD')).toThrow('USD does not allow');
    expect(() => parseMoney('1', 'USD', { groupSeparator: '.', decimalSeparator: '.' })).toThrow('must differ');
  });
});
