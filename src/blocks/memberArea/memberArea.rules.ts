/**
 * The member area's data, read from the access page's JSON: the area (title, description,
 * sign-in address) and its plans, each with one or two prices, one per billing option
 * (000 §3 subscription plan: billingPeriod value and unit, numBillingCycles). The pricing
 * toggle switches between two price options (000 §4), so the plans together may name at
 * most two billing periods. Pure: no React, no DOM.
 */
import { parseSubscriptionPlan, type BillingPeriod, type SubscriptionPlan } from '../../services/commerce/subscription/subscriptionPlan';
import { MAX_PRICE_CENTS } from '../../services/commerce/product/productLimits.rules';

export interface PlanPrice {
  /** The billing option this price belongs to (`billingOptionId` of its period). */
  readonly optionId: string;
  readonly plan: SubscriptionPlan;
  /** Per billing period, in minor units (cents; whole yen for JPY). */
  readonly priceCents: number;
  /** The cart token subscription checkout takes for this price (000 §2 /checkout/subscribe). */
  readonly cartToken: string;
}

export interface MemberPlan {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** One price per billing option the plan offers, in the order the data gives them. */
  readonly prices: readonly PlanPrice[];
}

export interface BillingOption {
  readonly id: string;
  readonly period: BillingPeriod;
}

export interface MemberArea {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Where an existing member signs in. */
  readonly signInUrl: string;
  readonly plans: readonly MemberPlan[];
  /** The billing periods the plans offer, in order of first appearance: one (no toggle) or two (the toggle). */
  readonly billingOptions: readonly BillingOption[];
}

/** Where a member signs in when the data names no address (the spec names none; this project's choice). */
export const DEFAULT_SIGN_IN_URL = '/account/login';

/** A billing period's id: `month`, `year`, `2-week`. */
export function billingOptionId(period: BillingPeriod): string {
  return period.value === 1 ? period.unit : `${period.value}-${period.unit}`;
}

type Problems = string[];
type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown, path: string, problems: Problems, required: boolean): string {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (value === undefined || value === null || value === '') {
    if (required) problems.push(`${path} is missing`);
    return '';
  }
  problems.push(`${path} must be text, got ${JSON.stringify(value)}`);
  return '';
}

function readPrice(raw: unknown, path: string, problems: Problems): PlanPrice | null {
  if (!isRecord(raw)) return (void problems.push(`${path} must be an object`), null);
  let plan: SubscriptionPlan | null = null;
  try {
    plan = parseSubscriptionPlan(raw);
  } catch (error) {
    problems.push(`${path}: ${(error as Error).message}`);
  }
  const cents = raw.priceCents;
  if (typeof cents !== 'number' || !Number.isSafeInteger(cents) || cents < 0 || cents > MAX_PRICE_CENTS) {
    problems.push(`${path}.priceCents must be whole minor units from 0 to ${MAX_PRICE_CENTS}, got ${JSON.stringify(cents)}`);
  }
  const cartToken = text(raw.cartToken, `${path}.cartToken`, problems, true);
  if (!plan || typeof cents !== 'number') return null;
  return { optionId: billingOptionId(plan.billingPeriod), plan, priceCents: cents, cartToken };
}

function readPlan(raw: unknown, path: string, problems: Problems): MemberPlan | null {
  if (!isRecord(raw)) return (void problems.push(`${path} must be an object`), null);
  const id = text(raw.id, `${path}.id`, problems, true);
  const title = text(raw.title, `${path}.title`, problems, true);
  const description = text(raw.description, `${path}.description`, problems, false);
  if (!Array.isArray(raw.prices) || raw.prices.length === 0) return (void problems.push(`${path}.prices must be a list of one or two prices`), null);
  const prices = raw.prices.map((p, i) => readPrice(p, `${path}.prices[${i}]`, problems)).filter((p): p is PlanPrice => p !== null);
  const ids = prices.map((p) => p.optionId);
  if (new Set(ids).size !== ids.length) problems.push(`${path} has two prices for the same billing period`);
  return { id, title, description, prices };
}

/** The distinct billing periods of the plans, in order of first appearance. */
export function billingOptionsOf(plans: readonly MemberPlan[]): BillingOption[] {
  const options = new Map<string, BillingOption>();
  for (const price of plans.flatMap((plan) => plan.prices)) {
    if (!options.has(price.optionId)) options.set(price.optionId, { id: price.optionId, period: price.plan.billingPeriod });
  }
  return [...options.values()];
}

/**
 * Reads the access page's JSON: `id`, `title`, `description`, `signInUrl` (default
 * `/account/login`), `plans` [{ `id`, `title`, `description`, `prices` [{ `billingPeriod`
 * { value, unit }, `numBillingCycles`, `priceCents`, `cartToken` }] }]. Every problem is
 * named at once in one error; nothing is guessed.
 */
export function readMemberArea(raw: unknown): MemberArea {
  if (!isRecord(raw)) throw new TypeError('Member area: the data must be an object');
  const problems: Problems = [];
  const id = text(raw.id, 'id', problems, true);
  const title = text(raw.title, 'title', problems, true);
  const description = text(raw.description, 'description', problems, false);
  const signInUrl = text(raw.signInUrl, 'signInUrl', problems, false) || DEFAULT_SIGN_IN_URL;
  let plans: MemberPlan[] = [];
  if (!Array.isArray(raw.plans) || raw.plans.length === 0) problems.push('plans must be a list of at least one plan');
  else plans = raw.plans.map((p, i) => readPlan(p, `plans[${i}]`, problems)).filter((p): p is MemberPlan => p !== null);
  const billingOptions = billingOptionsOf(plans);
  if (billingOptions.length > 2) {
    problems.push(
      `the pricing toggle switches between two price options, but the plans name ${billingOptions.length} billing periods (${billingOptions.map((o) => o.id).join(', ')})`,
    );
  }
  if (problems.length > 0) throw new TypeError(`Member area${id ? ` ${id}` : ''}: ${problems.join('; ')}.`);
  return { id, title, description, signInUrl, plans, billingOptions };
}

/**
 * The price a plan card shows for the chosen billing option; a plan that does not offer
 * that option shows the price it has (its own period is part of the price line, so the
 * card never claims a price it does not have).
 */
export function planPriceFor(plan: MemberPlan, optionId: string): PlanPrice {
  return plan.prices.find((p) => p.optionId === optionId) ?? plan.prices[0]!;
}

export interface MemberAreaDenied {
  /** The area the page belongs to. */
  readonly title: string;
  readonly description: string;
  /** The area's access page, where a visitor joins. */
  readonly joinUrl: string;
  readonly signInUrl: string;
}

/**
 * Reads the denied page's JSON (page type 106): `title` (the area's), `description`,
 * `joinUrl` (its access page), `signInUrl` (default `/account/login`).
 */
export function readMemberAreaDenied(raw: unknown): MemberAreaDenied {
  if (!isRecord(raw)) throw new TypeError('Member area access denied: the data must be an object');
  const problems: Problems = [];
  const title = text(raw.title, 'title', problems, true);
  const description = text(raw.description, 'description', problems, false);
  const joinUrl = text(raw.joinUrl, 'joinUrl', problems, true);
  const signInUrl = text(raw.signInUrl, 'signInUrl', problems, false) || DEFAULT_SIGN_IN_URL;
  if (problems.length > 0) throw new TypeError(`Member area access denied: ${problems.join('; ')}.`);
  return { title, description, joinUrl, signInUrl };
}
