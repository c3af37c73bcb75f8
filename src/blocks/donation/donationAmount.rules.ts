/**
 * The donation block's custom amount: what a visitor typed ("25", "$25.50", "1,000")
 * read through the commerce money code into minor units, and checked: more than zero and
 * at most the spec's maximum price (100,000,000 cents, 000 §5 and §9), with no more
 * fraction digits than the currency has. Every refusal is a message for the visitor.
 * Pure.
 */
import type { Result } from '../../platform/result/result';
import type { Currency } from '../../services/commerce/money/currencies';
import { InvalidAmountError, MAX_INTEGER_DIGITS } from '../../services/commerce/money/decimalAmount';
import { formatCents } from '../../services/commerce/money/formatMoney';
import { parseMoney } from '../../services/commerce/money/parseMoney';
import { MAX_PRICE_CENTS } from '../../services/commerce/product/productLimits.rules';
import { ENGLISH_DONATION_TEXT, type DonationText } from './donationText';

export type DonationAmountProblem = 'empty' | 'invalid' | 'fraction' | 'notPositive' | 'tooLarge';

/** The amount in cents, or why it cannot be given: the problem and the message shown. */
export type DonationAmount = Result<number, { readonly problem: DonationAmountProblem; readonly message: string }>;

/** Whether the text reads as money once the fraction digits the currency lacks are cut off ("25.505" → "25.50"). */
function hasExtraFraction(text: string, currency: Currency): boolean {
  const digits = currency.fractionDigits;
  const pattern = digits === 0 ? /^(.*?)\.\d+(\D*)$/ : new RegExp(`^(.*\\.\\d{${digits}})\\d+(\\D*)$`);
  const match = pattern.exec(text.trim());
  if (!match) return false;
  try {
    parseMoney(`${match[1] ?? ''}${match[2] ?? ''}`, currency);
    return true;
  } catch {
    return false;
  }
}

/** Why money text that `parseMoney` refused is wrong: too many fraction digits, too large, or not a number. */
function refusalOf(text: string, currency: Currency): DonationAmountProblem {
  if (hasExtraFraction(text, currency)) return 'fraction';
  const integerDigits = (text.split('.')[0] ?? '').replace(/\D/g, '').replace(/^0+/, '').length;
  return integerDigits > MAX_INTEGER_DIGITS ? 'tooLarge' : 'invalid';
}

/** The visitor's message for a problem, in the currency's terms. */
export function donationAmountMessage(problem: DonationAmountProblem, currency: Currency, text: DonationText = ENGLISH_DONATION_TEXT): string {
  const m = text.messages;
  switch (problem) {
    case 'empty':
      return m.empty;
    case 'invalid':
      return m.invalid.replace('{example}', currency.fractionDigits === 0 ? '2500' : '25 or 25.50');
    case 'fraction':
      return currency.fractionDigits === 0 ? m.wholeOnly : m.fraction.replace('{digits}', String(currency.fractionDigits));
    case 'notPositive':
      return m.notPositive;
    case 'tooLarge':
      return m.tooLarge.replace('{max}', formatCents(MAX_PRICE_CENTS, currency));
  }
}

/** Reads a typed amount: whole minor units from 1 to 100,000,000, or the problem and its message. */
export function parseDonationAmount(typed: string, currency: Currency, text: DonationText = ENGLISH_DONATION_TEXT): DonationAmount {
  const refuse = (problem: DonationAmountProblem): DonationAmount => ({
    ok: false,
    error: { problem, message: donationAmountMessage(problem, currency, text) },
  });
  if (typed.trim() === '') return refuse('empty');
  let minor: bigint;
  try {
    minor = parseMoney(typed, currency);
  } catch (error) {
    if (!(error instanceof InvalidAmountError)) throw error;
    return refuse(refusalOf(typed, currency));
  }
  if (minor <= 0n) return refuse('notPositive');
  if (minor > BigInt(MAX_PRICE_CENTS)) return refuse('tooLarge');
  return { ok: true, value: Number(minor) };
}
