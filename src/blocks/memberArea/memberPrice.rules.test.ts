import { describe, expect, it } from 'vitest';
import { billingOptionLabel, periodText, priceLine } from './memberPrice.rules';
import type { SubscriptionPlan } from '../../services/commerce';

const monthly: SubscriptionPlan = { billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 0 };

describe('price line', () => {
  it('shows the amount through the money code and the billing period', () => {
    expect(priceLine(1000, monthly, 'USD')).toEqual({ amount: '$10.00', period: '/ month', payments: null, spoken: '$10.00 per month' });
    expect(priceLine(120000, { billingPeriod: { value: 1, unit: 'year' }, numBillingCycles: 0 }, 'USD').amount).toBe('$1,200.00');
  });

  it('names several units in the plural', () => {
    const line = priceLine(2500, { billingPeriod: { value: 2, unit: 'week' }, numBillingCycles: 0 }, 'EUR');
    expect(line.period).toBe('/ 2 weeks');
    expect(line.spoken).toBe('€25.00 per 2 weeks');
  });

  it('gives a finite plan its number of payments', () => {
    expect(priceLine(1000, { ...monthly, numBillingCycles: 12 }, 'USD')).toEqual({
      amount: '$10.00',
      period: '/ month',
      payments: '12 payments',
      spoken: '$10.00 per month, 12 payments',
    });
    expect(priceLine(9900, { billingPeriod: { value: 1, unit: 'year' }, numBillingCycles: 1 }, 'USD').payments).toBe('1 payment');
  });

  it('shows yen without a fraction', () => {
    expect(priceLine(1500, monthly, 'JPY').amount).toBe('¥1,500');
  });
});

describe('billing option labels', () => {
  it('are Weekly, Monthly, Yearly for one unit and "Every n units" otherwise', () => {
    expect(billingOptionLabel({ value: 1, unit: 'week' })).toBe('Weekly');
    expect(billingOptionLabel({ value: 1, unit: 'month' })).toBe('Monthly');
    expect(billingOptionLabel({ value: 1, unit: 'year' })).toBe('Yearly');
    expect(billingOptionLabel({ value: 3, unit: 'month' })).toBe('Every 3 months');
    expect(periodText({ value: 1, unit: 'year' })).toBe('year');
  });
});
