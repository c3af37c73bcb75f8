import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CURRENCIES, MAX_PRICE_CENTS, centsToDecimal, formatCents, getCurrency } from '../../services/commerce';
import { parseDonationAmount } from './donationAmount.rules';

const usd = getCurrency('USD');
const jpy = getCurrency('JPY');
const cents = fc.integer({ min: 1, max: MAX_PRICE_CENTS });
const currency = fc.constantFrom(...CURRENCIES);

describe('parseDonationAmount', () => {
  it('reads typed amounts with or without symbol, grouping and fraction', () => {
    expect(parseDonationAmount('25', usd)).toEqual({ ok: true, value: 2500 });
    expect(parseDonationAmount(' $25.5 ', usd)).toEqual({ ok: true, value: 2550 });
    expect(parseDonationAmount('1,000', usd)).toEqual({ ok: true, value: 100000 });
    expect(parseDonationAmount('.75', usd)).toEqual({ ok: true, value: 75 });
    expect(parseDonationAmount('2500', jpy)).toEqual({ ok: true, value: 2500 });
  });

  it('asks for an amount when the field is empty', () => {
    expect(parseDonationAmount('   ', usd)).toMatchObject({ ok: false, error: { problem: 'empty', message: 'Enter an amount to give, or choose one above.' } });
  });

  it('refuses text that is not a number, with an example in the currency’s digits', () => {
    expect(parseDonationAmount('twenty', usd)).toMatchObject({ error: { problem: 'invalid', message: 'Enter the amount as a number, like 25 or 25.50.' } });
    expect(parseDonationAmount('12a5', usd)).toMatchObject({ error: { problem: 'invalid' } });
    expect(parseDonationAmount('abc', jpy)).toMatchObject({ error: { message: 'Enter the amount as a number, like 2500.' } });
  });

  it('refuses more fraction digits than the currency has, never rounding them away', () => {
    expect(parseDonationAmount('25.505', usd)).toMatchObject({ error: { problem: 'fraction', message: 'Enter at most 2 digits after the decimal point.' } });
    expect(parseDonationAmount('25.5', jpy)).toMatchObject({ error: { problem: 'fraction', message: 'Enter a whole amount, without a decimal part.' } });
  });

  it('refuses zero and negative amounts', () => {
    for (const typed of ['0', '0.00', '-5', '(12.00)']) {
      expect(parseDonationAmount(typed, usd)).toMatchObject({ error: { problem: 'notPositive', message: 'Enter an amount greater than zero.' } });
    }
  });

  it('refuses more than the maximum price of 100,000,000 cents, naming it in the currency', () => {
    expect(parseDonationAmount('1000000', usd)).toEqual({ ok: true, value: MAX_PRICE_CENTS });
    expect(parseDonationAmount('1000000.01', usd)).toMatchObject({ error: { problem: 'tooLarge', message: 'Enter an amount of at most $1,000,000.00.' } });
    expect(parseDonationAmount('100000001', jpy)).toMatchObject({ error: { message: 'Enter an amount of at most ¥100,000,000.' } });
    expect(parseDonationAmount('99999999999999999999', usd)).toMatchObject({ error: { problem: 'tooLarge' } });
  });

  it('reads back every amount the money code formats, in every currency', () => {
    fc.assert(
      fc.property(cents, currency, (amount, c) => {
        expect(parseDonationAmount(formatCents(amount, c), c)).toEqual({ ok: true, value: amount });
      }),
    );
  });

  it('reads back every decimal the money code writes, and the same with zero fractions trimmed', () => {
    fc.assert(
      fc.property(cents, currency, (amount, c) => {
        expect(parseDonationAmount(centsToDecimal(amount, c), c)).toEqual({ ok: true, value: amount });
        expect(parseDonationAmount(formatCents(amount, c, { trimZeroFractions: true }), c)).toEqual({ ok: true, value: amount });
      }),
    );
  });

  it('refuses every amount over the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_PRICE_CENTS + 1, max: 999_999_999_999_999 }), currency, (amount, c) => {
        expect(parseDonationAmount(centsToDecimal(amount, c), c)).toMatchObject({ ok: false, error: { problem: 'tooLarge' } });
      }),
    );
  });

  it('never throws: any text is an amount in range or a message', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), currency, (typed, c) => {
        const result = parseDonationAmount(typed, c);
        if (result.ok) {
          expect(result.value).toBeGreaterThanOrEqual(1);
          expect(result.value).toBeLessThanOrEqual(MAX_PRICE_CENTS);
        } else expect(result.error.message.length).toBeGreaterThan(0);
      }),
    );
  });
});
