/**
 * The donation block's settings and the visitor's choice. The block (002 §3 block type
 * "donation") gives to one donation page: its button goes to /checkout/donate with the
 * donatePageId (000 §2), carrying the chosen amount. Pure.
 */
import type { Result } from '../../platform/result/result';
import type { DonationChoice, DonationFrequency } from '../../services/commerce/checkout/checkoutRoutes';
import type { Currency } from '../../services/commerce/money/currencies';
import { centsToDecimal } from '../../services/commerce/money/decimalAmount';
import { formatCents } from '../../services/commerce/money/formatMoney';
import { MAX_PRICE_CENTS } from '../../services/commerce/product/productLimits.rules';
import { DONATE_LABEL } from '../../commerce/buttons/buttonLabels';
import { parseDonationAmount } from './donationAmount.rules';
import { ENGLISH_DONATION_TEXT, type DonationText } from './donationText';

export interface DonationBlockData {
  /** The donation page the gift goes to. */
  readonly donatePageId: string;
  /** Heading and text above the amounts; empty when the block has none. */
  readonly title: string;
  readonly description: string;
  /** Preset amounts in minor units, in the order shown. */
  readonly suggestedAmounts: readonly number[];
  /** The visitor may type an amount of their own (default true). */
  readonly allowCustomAmount: boolean;
  /** The visitor may give monthly instead of once (default false: one-time gifts only). */
  readonly allowRecurring: boolean;
  /** The button's text (default "Donate"). */
  readonly buttonText: string;
}

type Raw = Record<string, unknown>;

function flag(value: unknown, key: string, fallback: boolean, problems: string[]): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  problems.push(`${key} must be true or false, got ${JSON.stringify(value)}`);
  return fallback;
}

function optionalText(value: unknown, key: string, problems: string[]): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  problems.push(`${key} must be text, got ${JSON.stringify(value)}`);
  return '';
}

function amounts(value: unknown, problems: string[]): number[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return (void problems.push('suggestedAmounts must be a list of amounts in cents'), []);
  const read = value.filter((cents, i) => {
    const ok = typeof cents === 'number' && Number.isSafeInteger(cents) && cents >= 1 && cents <= MAX_PRICE_CENTS;
    if (!ok) problems.push(`suggestedAmounts[${i}] must be whole cents from 1 to ${MAX_PRICE_CENTS}, got ${JSON.stringify(cents)}`);
    return ok;
  }) as number[];
  if (new Set(read).size !== read.length) problems.push('suggestedAmounts lists an amount twice');
  return read;
}

/**
 * Reads the block's settings: `donatePageId` (required), `title`, `description`,
 * `suggestedAmounts` (cents), `allowCustomAmount` (default true), `allowRecurring`
 * (default false), `buttonText`. Absent or null keys take the defaults; every problem is
 * named at once in one TypeError.
 */
export function readDonationBlock(raw: unknown): DonationBlockData {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new TypeError('donation block: settings must be an object');
  const data = raw as Raw;
  const problems: string[] = [];
  const donatePageId = typeof data.donatePageId === 'string' ? data.donatePageId.trim() : '';
  if (donatePageId === '') problems.push(`donatePageId is missing, got ${JSON.stringify(data.donatePageId) ?? 'nothing'}`);
  const block: DonationBlockData = {
    donatePageId,
    title: optionalText(data.title, 'title', problems),
    description: optionalText(data.description, 'description', problems),
    suggestedAmounts: amounts(data.suggestedAmounts, problems),
    allowCustomAmount: flag(data.allowCustomAmount, 'allowCustomAmount', true, problems),
    allowRecurring: flag(data.allowRecurring, 'allowRecurring', false, problems),
    buttonText: optionalText(data.buttonText, 'buttonText', problems) || DONATE_LABEL,
  };
  if (block.suggestedAmounts.length === 0 && !block.allowCustomAmount && problems.length === 0) {
    problems.push('there is nothing to give: no suggestedAmounts and allowCustomAmount is false');
  }
  if (problems.length > 0) throw new TypeError(`donation block: ${problems.join('; ')}.`);
  return block;
}

/** The amount the visitor picked: a preset (by index) or what they typed. */
export type AmountChoice = { readonly kind: 'preset'; readonly index: number } | { readonly kind: 'custom'; readonly typed: string };

/** At first: the first preset, or the empty custom field when there are none. */
export function initialAmountChoice(block: DonationBlockData): AmountChoice {
  return block.suggestedAmounts.length > 0 ? { kind: 'preset', index: 0 } : { kind: 'custom', typed: '' };
}

/** The amount and the checkout choice, or the custom amount's message. */
export type DonationOutcome = Result<{ readonly cents: number; readonly choice: DonationChoice }>;

/** What pressing Donate gives: the checkout choice (decimal amount, currency, frequency), or the custom amount's message. */
export function donationOutcome(
  block: DonationBlockData,
  amount: AmountChoice,
  frequency: DonationFrequency,
  currency: Currency,
  text: DonationText = ENGLISH_DONATION_TEXT,
): DonationOutcome {
  let cents: number;
  if (amount.kind === 'preset') {
    const preset = block.suggestedAmounts[amount.index];
    if (preset === undefined) throw new RangeError(`donation block: no preset amount ${amount.index}`);
    cents = preset;
  } else {
    const parsed = parseDonationAmount(amount.typed, currency, text);
    if (!parsed.ok) return { ok: false, error: parsed.error.message };
    cents = parsed.value;
  }
  const given = block.allowRecurring ? frequency : 'one-time';
  return { ok: true, value: { cents, choice: { amount: centsToDecimal(cents, currency), currency: currency.code, frequency: given } } };
}

/** The button's text: "Donate", or with a valid amount "Donate $25.00" ("… monthly"). */
export function donateButtonLabel(block: DonationBlockData, outcome: DonationOutcome, currency: Currency, text: DonationText = ENGLISH_DONATION_TEXT): string {
  if (!outcome.ok) return block.buttonText;
  const template = outcome.value.choice.frequency === 'monthly' ? text.donateAmountMonthly : text.donateAmount;
  return template.replace('{label}', block.buttonText).replace('{amount}', formatCents(outcome.value.cents, currency));
}

/** The currency's symbol as the money code places it without a locale ("$", "€", "¥"), for the custom field's prefix. */
export function currencySymbol(currency: Currency): string {
  const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.code }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency.code;
}
