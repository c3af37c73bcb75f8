/**
 * The wording of a plan's price and of the billing options: "$10.00 / month",
 * "$25.00 / 2 weeks", a finite plan's "12 payments", the toggle's "Monthly" / "Yearly".
 * Amounts are formatted by the commerce money code. Pure.
 */
import type { Currency, CurrencyCode } from '../../services/commerce/money/currencies';
import { toDisplayMoney } from '../../services/commerce/money/displayMoney';
import type { FormatMoneyOptions } from '../../services/commerce/money/formatMoney';
import { isFinitePlan, type BillingPeriod, type SubscriptionPlan } from '../../services/commerce/subscription/subscriptionPlan';
import type { PlanPrice } from './memberArea.rules';
import { ENGLISH_MEMBER_AREA_TEXT, type MemberAreaText } from './memberAreaText';

/** "month" for one, "2 weeks" for more. */
export function periodText(period: BillingPeriod, text: MemberAreaText = ENGLISH_MEMBER_AREA_TEXT): string {
  const [one, other] = text.units[period.unit];
  return period.value === 1 ? one : `${period.value} ${other}`;
}

/** The billing option's name on the toggle: "Monthly", or "Every 2 weeks". */
export function billingOptionLabel(period: BillingPeriod, text: MemberAreaText = ENGLISH_MEMBER_AREA_TEXT): string {
  return period.value === 1 ? text.everyUnit[period.unit] : text.everyPeriod.replace('{period}', periodText(period, text));
}

export interface PriceLine {
  /** "$10.00" */
  readonly amount: string;
  /** "/ month" */
  readonly period: string;
  /** A finite plan's "12 payments"; null for a plan that renews until cancelled. */
  readonly payments: string | null;
  /** The whole line as read out: "$10.00 per month, 12 payments". */
  readonly spoken: string;
}

/** A price per billing period, with a finite plan's number of payments (its numBillingCycles). */
export function priceLine(
  priceCents: number,
  plan: SubscriptionPlan,
  currency: Currency | CurrencyCode,
  text: MemberAreaText = ENGLISH_MEMBER_AREA_TEXT,
  formatOptions: FormatMoneyOptions = {},
): PriceLine {
  const amount = toDisplayMoney(priceCents, currency, formatOptions).formatted;
  const period = periodText(plan.billingPeriod, text);
  const count = plan.numBillingCycles;
  const payments = isFinitePlan(plan) ? text.payments[count === 1 ? 0 : 1].replace('{count}', String(count)) : null;
  const spoken = `${amount} ${text.perPeriodSpoken.replace('{period}', period)}${payments ? `, ${payments}` : ''}`;
  return { amount, period: text.perPeriod.replace('{period}', period), payments, spoken };
}

/**
 * A plan's prices for the billing options not chosen, under the chosen one: "or $100.00 /
 * year" (a finite plan's payments after it); null when the plan has no other price. What
 * the plan costs stays in sight whichever option the toggle shows.
 */
export function otherPricesLine(
  prices: readonly PlanPrice[],
  chosenOptionId: string,
  currency: Currency | CurrencyCode,
  text: MemberAreaText = ENGLISH_MEMBER_AREA_TEXT,
  formatOptions: FormatMoneyOptions = {},
): string | null {
  const chosen = prices.find((p) => p.optionId === chosenOptionId) ?? prices[0];
  const others = prices.filter((p) => p !== chosen);
  if (others.length === 0) return null;
  return others
    .map((p) => {
      const line = priceLine(p.priceCents, p.plan, currency, text, formatOptions);
      return text.otherPrice.replace('{price}', `${line.amount} ${line.period}${line.payments ? `, ${line.payments}` : ''}`);
    })
    .join(' ');
}
