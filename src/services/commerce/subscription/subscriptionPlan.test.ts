import { describe, expect, it } from 'vitest';
import { isFinitePlan, parseSubscriptionPlan, subscriptionPlanLabel } from './subscriptionPlan';

describe('subscription plans', () => {
  it('reads the billing period and cycles, the unit in any case', () => {
    expect(parseSubscriptionPlan({ billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 6 })).toEqual({
      billingPeriod: { value: 2, unit: 'week' },
      numBillingCycles: 6,
    });
    expect(parseSubscriptionPlan({ billingPeriod: { value: 1, unit: 'month' } }).numBillingCycles).toBe(0);
  });

  it('lists what is wrong with a plan', () => {
    expect(() => parseSubscriptionPlan({ billingPeriod: { value: 0, unit: 'day' }, numBillingCycles: -1 })).toThrow(
      'Invalid subscription plan: billingPeriod.value must be 1 or more, got 0; billingPeriod.unit must be week, month or year, got "day"; numBillingCycles must be 0 or more, got -1.',
    );
    expect(() => parseSubscriptionPlan({})).toThrow('billingPeriod must be an object');
  });

  it('is finite when the number of billing cycles is not zero', () => {
    expect(isFinitePlan({ numBillingCycles: 0 })).toBe(false);
    expect(isFinitePlan({ numBillingCycles: 12 })).toBe(true);
  });

  it('labels renewing and finite plans', () => {
    expect(subscriptionPlanLabel({ billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 0 })).toBe('every month');
    expect(subscriptionPlanLabel({ billingPeriod: { value: 2, unit: 'week' }, numBillingCycles: 0 })).toBe('every 2 weeks');
    expect(subscriptionPlanLabel({ billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 12 })).toBe('every month for 12 months');
    expect(subscriptionPlanLabel({ billingPeriod: { value: 2, unit: 'week' }, numBillingCycles: 3 })).toBe('every 2 weeks for 6 weeks');
    expect(subscriptionPlanLabel({ billingPeriod: { value: 1, unit: 'year' }, numBillingCycles: 1 })).toBe('every year for 1 year');
  });

  it('takes replacement wording', () => {
    const text = {
      units: { week: ['Woche', 'Wochen'], month: ['Monat', 'Monate'], year: ['Jahr', 'Jahre'] },
      renewing: 'jeden {period}',
      finite: 'jeden {period}, {duration} lang',
    } as const;
    expect(subscriptionPlanLabel({ billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 6 }, text)).toBe('jeden Monat, 6 Monate lang');
  });
});
