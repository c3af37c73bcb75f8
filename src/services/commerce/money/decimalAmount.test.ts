import { describe, expect, it } from 'vitest';
import {
  InvalidAmountError,
  centsToDecimal,
  decimalToCents,
  decimalToMinorUnits,
  minorUnitsToDecimal,
  parseDecimal,
  roundDecimalToMinorUnits,
} from './decimalAmount';

describe('parseDecimal', () => {
  it('splits sign, integer without leading zeros, and fraction', () => {
    expect(parseDecimal('-0012.50')).toEqual({ negative: true, integer: '12', fraction: '50' });
    expect(parseDecimal('0')).toEqual({ negative: false, integer: '0', fraction: '' });
    expect(parseDecimal('-0.00')).toEqual({ negative: false, integer: '0', fraction: '00' });
  });

  it.each(['', '1.', '.5', '1,000', '1e3', ' 1', '+1', 'NaN', '1.2.3', '--1'])('rejects %j with a clear error', (text) => {
    expect(() => parseDecimal(text)).toThrow(InvalidAmountError);
    expect(() => parseDecimal(text)).toThrow('Not a decimal amount');
  });
});

describe('cents and decimal strings', () => {
  it('converts cents to a decimal with the currency fraction digits', () => {
    expect(centsToDecimal(1999, 'USD')).toBe('19.99');
    expect(centsToDecimal(5, 'EUR')).toBe('0.05');
    expect(centsToDecimal(-5, 'EUR')).toBe('-0.05');
    expect(centsToDecimal(0, 'GBP')).toBe('0.00');
    expect(centsToDecimal(1999, 'JPY')).toBe('1999');
    expect(centsToDecimal(10_000_000_000n, 'USD')).toBe('100000000.00');
  });

  it('converts decimals to cents exactly', () => {
    expect(decimalToCents('19.99', 'USD')).toBe(1999);
    expect(decimalToCents('19.9', 'USD')).toBe(1990);
    expect(decimalToCents('19', 'USD')).toBe(1900);
    expect(decimalToCents('1.500', 'USD')).toBe(150);
    expect(decimalToCents('-0.01', 'USD')).toBe(-1);
    expect(decimalToCents('1200', 'JPY')).toBe(1200);
    expect(decimalToMinorUnits('999999999999999.99', 'USD')).toBe(99999999999999999n);
  });

  it('refuses to drop digits the currency cannot hold', () => {
    expect(() => decimalToCents('1.005', 'USD')).toThrow('more than 2 fraction digits, which USD does not allow');
    expect(() => decimalToCents('1.5', 'JPY')).toThrow('more than 0 fraction digits, which JPY does not allow');
    expect(decimalToCents('1.0', 'JPY')).toBe(1);
  });

  it('limits amounts to 15 integer digits', () => {
    expect(() => decimalToMinorUnits('1234567890123456', 'USD')).toThrow('has 16 integer digits; money amounts are limited to 15');
    expect(() => minorUnitsToDecimal(100000000000000000n, 'USD')).toThrow(InvalidAmountError);
    expect(decimalToMinorUnits('000000000000000000001', 'JPY')).toBe(1n);
  });

  it('says when cents do not fit a number', () => {
    expect(() => decimalToCents('999999999999999.99', 'USD')).toThrow('too large to hold as cents in a number');
    expect(() => centsToDecimal(1.5, 'USD')).toThrow('whole number');
    expect(() => centsToDecimal(Number.NaN, 'USD')).toThrow('whole number');
  });

  it('rounds half away from zero when asked to round', () => {
    expect(roundDecimalToMinorUnits('1.005', 'USD')).toBe(101n);
    expect(roundDecimalToMinorUnits('1.0049', 'USD')).toBe(100n);
    expect(roundDecimalToMinorUnits('-1.005', 'USD')).toBe(-101n);
    expect(roundDecimalToMinorUnits('2.5', 'JPY')).toBe(3n);
    expect(roundDecimalToMinorUnits('-0.001', 'USD')).toBe(0n);
  });
});
