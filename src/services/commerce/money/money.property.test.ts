import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, type Currency } from './currencies';
import { centsToDecimal, decimalToMinorUnits, parseDecimal } from './decimalAmount';
import { formatMoney, type CurrencyDisplay } from './formatMoney';
import { parseMoney } from './parseMoney';

const currencyArb = fc.constantFrom(...CURRENCIES);
const displayArb = fc.constantFrom<CurrencyDisplay>('symbol', 'narrowSymbol', 'code', 'none');
const digitString = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max, size: 'max' });

/** A valid decimal string with at most 15 integer digits (leading zeros allowed). */
const decimalArb = fc
  .tuple(fc.boolean(), digitString(1, 15), fc.option(digitString(1, 4), { nil: undefined }))
  .map(([negative, integer, fraction]) => `${negative ? '-' : ''}${integer}${fraction === undefined ? '' : `.${fraction}`}`);

/** A decimal with exactly the currency's fraction digits, so no rounding happens. */
const exactDecimalArb = (currency: Currency) =>
  fc
    .tuple(fc.boolean(), digitString(1, 15), digitString(currency.fractionDigits, currency.fractionDigits))
    .map(([negative, integer, fraction]) => `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`);

const digitsOf = (text: string) => text.replace(/\D/g, '');

describe('money properties', () => {
  it('formatting never throws for a valid decimal of up to 15 integer digits', () => {
    fc.assert(
      fc.property(decimalArb, currencyArb, displayArb, fc.boolean(), (amount, currency, display, trim) => {
        // Rounding 999…9.995 up to 16 integer digits is the one legitimate refusal.
        const nines = /^-?0*9{15}\.(?:9[5-9]|99[5-9]|[5-9])/.test(amount) && currency.fractionDigits === 2;
        const ninesJpy = /^-?0*9{15}\.[5-9]/.test(amount) && currency.fractionDigits === 0;
        fc.pre(!nines && !ninesJpy);
        expect(typeof formatMoney(amount, currency, { currencyDisplay: display, trimZeroFractions: trim })).toBe('string');
      }),
    );
  });

  it('keeps the digit sequence of the amount (leading zeros aside)', () => {
    fc.assert(
      fc.property(
        currencyArb.chain((currency) => fc.tuple(fc.constant(currency), exactDecimalArb(currency))),
        displayArb,
        ([currency, amount], display) => {
          const { integer, fraction } = parseDecimal(amount);
          expect(digitsOf(formatMoney(amount, currency, { currencyDisplay: display }))).toBe(integer + fraction);
        },
      ),
    );
  });

  it('shows JPY with no fraction at all', () => {
    const jpy = CURRENCIES.find((c) => c.code === 'JPY')!;
    fc.assert(
      fc.property(decimalArb, fc.boolean(), (amount, trim) => {
        fc.pre(!/^-?0*9{15}\.[5-9]/.test(amount));
        const text = formatMoney(amount, jpy, { trimZeroFractions: trim, currencyDisplay: 'code' });
        expect(text).not.toContain('.');
        expect(text).toMatch(/^-?JPY\s[\d,]+$/);
      }),
    );
  });

  it('trimming removes an all-zero fraction and nothing else', () => {
    fc.assert(
      fc.property(
        currencyArb.chain((currency) => fc.tuple(fc.constant(currency), exactDecimalArb(currency))),
        ([currency, amount]) => {
          const full = formatMoney(amount, currency);
          const trimmed = formatMoney(amount, currency, { trimZeroFractions: true });
          const fraction = parseDecimal(amount).fraction;
          if (/^0*$/.test(fraction)) {
            expect(trimmed).toBe(currency.fractionDigits === 0 ? full : full.replace(/\.0+$/, '').replace(/\.0+(?=\D)/, ''));
            expect(trimmed).not.toContain('.');
          } else {
            expect(trimmed).toBe(full);
          }
        },
      ),
    );
  });

  it('cents survive formatting and parsing back', () => {
    fc.assert(
      fc.property(currencyArb, fc.bigInt({ min: -(10n ** 15n) * 100n + 1n, max: 10n ** 15n * 100n - 1n }), fc.boolean(), (currency, raw, trim) => {
        const cents = currency.fractionDigits === 0 ? raw / 100n : raw;
        const decimal = centsToDecimal(cents, currency);
        expect(decimalToMinorUnits(decimal, currency)).toBe(cents);
        expect(parseMoney(formatMoney(decimal, currency, { trimZeroFractions: trim }), currency)).toBe(cents);
      }),
    );
  });

  it('cents survive formatting and parsing in other locales and displays', () => {
    const localeArb = fc.constantFrom('de-DE', 'fr-FR', 'en-GB', 'ja-JP', 'pt-BR', 'de-CH', 'en-IN', 'es-ES', 'sv-SE', 'da-DK');
    fc.assert(
      fc.property(currencyArb, localeArb, displayArb, fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), (currency, locale, display, cents) => {
        const text = formatMoney(centsToDecimal(cents, currency), currency, { locale, currencyDisplay: display });
        expect(parseMoney(text, currency, { locale })).toBe(cents);
      }),
    );
  });
});
