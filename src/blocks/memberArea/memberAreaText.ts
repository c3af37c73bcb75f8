/**
 * The member area's wording. The spec names none of it; this is the project's English,
 * replaceable as one object (a translation passes its own).
 */
import { ENGLISH_PLAN_LABEL_TEXT, type BillingUnit } from '../../services/commerce/subscription/subscriptionPlan';

export interface MemberAreaText {
  /** Singular and plural of each billing unit ("month", "months"). */
  readonly units: Readonly<Record<BillingUnit, readonly [one: string, other: string]>>;
  /** A toggle option of one unit: "Monthly". */
  readonly everyUnit: Readonly<Record<BillingUnit, string>>;
  /** A toggle option of several units; `{period}` is "2 weeks". */
  readonly everyPeriod: string;
  /** After the amount: "/ {period}". */
  readonly perPeriod: string;
  /** Read out after the amount: "per {period}". */
  readonly perPeriodSpoken: string;
  /** A plan's price for the other billing option, under the chosen one: "or {price}" ("or $100.00 / year"). */
  readonly otherPrice: string;
  /** A finite plan: "{count} payment" and "{count} payments". */
  readonly payments: readonly [one: string, other: string];
  /** The pricing toggle's accessible name (the member pricing toggle's own default). */
  readonly pricingLabel: string;
  /** A plan's join button; the plan's title follows for screen readers ("Join Regular"). */
  readonly join: string;
  readonly signInPrompt: string;
  readonly signIn: string;
  /** The denied page's heading and message; `{area}` is the area's title. */
  readonly deniedHeading: string;
  readonly deniedMessage: string;
  /** The denied page's link to the access page. */
  readonly deniedJoin: string;
}

export const ENGLISH_MEMBER_AREA_TEXT: MemberAreaText = {
  units: ENGLISH_PLAN_LABEL_TEXT.units,
  everyUnit: { week: 'Weekly', month: 'Monthly', year: 'Yearly' },
  everyPeriod: 'Every {period}',
  perPeriod: '/ {period}',
  perPeriodSpoken: 'per {period}',
  otherPrice: 'or {price}',
  payments: ['{count} payment', '{count} payments'],
  pricingLabel: 'Billing',
  join: 'Join',
  signInPrompt: 'Already a member?',
  signIn: 'Sign in',
  deniedHeading: 'This page is for members',
  deniedMessage: 'Join {area} to see this page.',
  deniedJoin: 'See membership plans',
};
