/**
 * Subscription plans: a billing period (value and unit: week, month or year) and a number
 * of billing cycles, where 0 means the plan renews until cancelled and any other number
 * makes the plan finite.
 *
 * The label wording is not given by the spec; `ENGLISH_PLAN_LABEL_TEXT` is this
 * project's choice ("every 2 weeks", "every month for 12 months") and can be replaced
 * by a translation.
 */
import { CommerceShapeError, createShapeReader } from '../serverShape';

export const BILLING_UNITS = ['week', 'month', 'year'] as const;
export type BillingUnit = (typeof BILLING_UNITS)[number];

export interface BillingPeriod {
  readonly value: number;
  readonly unit: BillingUnit;
}

export interface SubscriptionPlan {
  readonly billingPeriod: BillingPeriod;
  /** 0: renews until cancelled. */
  readonly numBillingCycles: number;
}

/** The unit in any letter case ('MONTH', 'month'); undefined for anything else. */
export function toBillingUnit(value: unknown): BillingUnit | undefined {
  if (typeof value !== 'string') return undefined;
  const unit = value.toLowerCase();
  return (BILLING_UNITS as readonly string[]).includes(unit) ? (unit as BillingUnit) : undefined;
}

/** Reads `{ billingPeriod: { value, unit }, numBillingCycles }`; throws `CommerceShapeError` listing the problems. */
export function parseSubscriptionPlan(server: unknown): SubscriptionPlan {
  const read = createShapeReader();
  const plan = read.record(server, '');
  if (!plan) throw new CommerceShapeError('subscription plan', read.issues);
  const period = read.record(plan.billingPeriod, 'billingPeriod');
  const value = period ? read.integer(period.value, 'billingPeriod.value', 1) : undefined;
  const unit = period ? toBillingUnit(period.unit) : undefined;
  if (period && !unit)
    read.issues.push({ path: 'billingPeriod.unit', message: `must be week, month or year, got ${JSON.stringify(period.unit) ?? 'nothing'}` });
  const numBillingCycles = read.optionalInteger(plan.numBillingCycles, 'numBillingCycles', 0) ?? 0;
  read.done('subscription plan');
  // done() threw if value or unit was missing.
  return { billingPeriod: { value: value!, unit: unit! }, numBillingCycles };
}

/** A plan with a non-zero number of billing cycles ends after them. */
export function isFinitePlan(plan: Pick<SubscriptionPlan, 'numBillingCycles'>): boolean {
  return plan.numBillingCycles !== 0;
}

export interface PlanLabelText {
  /** Singular and plural name of each unit. */
  readonly units: Readonly<Record<BillingUnit, readonly [one: string, other: string]>>;
  /** `{period}` is "month" or "3 months". */
  readonly renewing: string;
  /** `{period}` as above, `{duration}` the whole length, "12 months". */
  readonly finite: string;
}

export const ENGLISH_PLAN_LABEL_TEXT: PlanLabelText = {
  units: { week: ['week', 'weeks'], month: ['month', 'months'], year: ['year', 'years'] },
  renewing: 'every {period}',
  finite: 'every {period} for {duration}',
};

function amountOf(count: number, unit: BillingUnit, text: PlanLabelText, bareOne: boolean): string {
  const [one, other] = text.units[unit];
  if (count === 1) return bareOne ? one : `1 ${one}`;
  return `${count} ${other}`;
}

/** "every month", "every 2 weeks", or for a finite plan "every month for 12 months". */
export function subscriptionPlanLabel(plan: SubscriptionPlan, text: PlanLabelText = ENGLISH_PLAN_LABEL_TEXT): string {
  const { value, unit } = plan.billingPeriod;
  const period = amountOf(value, unit, text, true);
  if (!isFinitePlan(plan)) return text.renewing.replace('{period}', period);
  const duration = amountOf(value * plan.numBillingCycles, unit, text, false);
  return text.finite.replace('{period}', period).replace('{duration}', duration);
}
