import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_IN_URL, billingOptionId, planPriceFor, readMemberArea, readMemberAreaDenied } from './memberArea.rules';

const price = (unit: string, priceCents: number, cartToken: string, numBillingCycles = 0) => ({
  billingPeriod: { value: 1, unit },
  numBillingCycles,
  priceCents,
  cartToken,
});

const AREA = {
  id: 'ma-1',
  title: 'Roasters’ Circle',
  description: 'Early access to new lots.',
  signInUrl: '/account/login?returnUrl=%2Fmembers',
  plans: [
    { id: 'regular', title: 'Regular', description: 'Monthly cupping notes.', prices: [price('MONTH', 1000, 't-rm'), price('YEAR', 10000, 't-ry')] },
    { id: 'patron', title: 'Patron', prices: [price('month', 2500, 't-pm', 12)] },
  ],
};

describe('readMemberArea', () => {
  it('reads the area, its plans and the two billing options in order of first appearance', () => {
    const area = readMemberArea(AREA);
    expect(area.title).toBe('Roasters’ Circle');
    expect(area.billingOptions.map((o) => o.id)).toEqual(['month', 'year']);
    expect(area.plans.map((p) => [p.id, p.prices.map((x) => [x.optionId, x.priceCents, x.cartToken])])).toEqual([
      [
        'regular',
        [
          ['month', 1000, 't-rm'],
          ['year', 10000, 't-ry'],
        ],
      ],
      ['patron', [['month', 2500, 't-pm']]],
    ]);
    expect(area.plans[1]!.prices[0]!.plan).toEqual({ billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 12 });
    expect(area.plans[1]!.description).toBe('');
  });

  it('signs in at /account/login when the data names no address', () => {
    expect(readMemberArea({ ...AREA, signInUrl: undefined }).signInUrl).toBe(DEFAULT_SIGN_IN_URL);
  });

  it('has one billing option, and so no toggle, when every price has the same period', () => {
    expect(readMemberArea({ ...AREA, plans: [AREA.plans[1]] }).billingOptions.map((o) => o.id)).toEqual(['month']);
  });

  it('refuses a third billing period: the toggle switches between two price options', () => {
    const plans = [...AREA.plans, { id: 'weekly', title: 'Weekly', prices: [price('week', 300, 't-w')] }];
    expect(() => readMemberArea({ ...AREA, plans })).toThrow(
      'the pricing toggle switches between two price options, but the plans name 3 billing periods (month, year, week)',
    );
  });

  it('names every problem at once', () => {
    const bad = { id: 'ma-2', plans: [{ id: 'x', title: '', prices: [{ billingPeriod: { value: 1, unit: 'day' }, priceCents: -1 }] }] };
    expect(() => readMemberArea(bad)).toThrow(
      'Member area ma-2: title is missing; plans[0].title is missing; plans[0].prices[0]: Invalid subscription plan: billingPeriod.unit must be week, month or year, got "day".; plans[0].prices[0].priceCents must be whole minor units from 0 to 100000000, got -1; plans[0].prices[0].cartToken is missing.',
    );
    expect(() => readMemberArea({ ...AREA, plans: [] })).toThrow('plans must be a list of at least one plan');
    expect(() => readMemberArea('x')).toThrow('Member area: the data must be an object');
  });

  it('refuses two prices of one plan for the same period', () => {
    expect(() => readMemberArea({ ...AREA, plans: [{ id: 'p', title: 'P', prices: [price('month', 1, 'a'), price('MONTH', 2, 'b')] }] })).toThrow(
      'plans[0] has two prices for the same billing period',
    );
  });
});

describe('planPriceFor', () => {
  it('is the plan’s price for the chosen option, else the price it has', () => {
    const [regular, patron] = readMemberArea(AREA).plans;
    expect(planPriceFor(regular!, 'year').priceCents).toBe(10000);
    expect(planPriceFor(patron!, 'year').priceCents).toBe(2500);
  });

  it('ids periods of one unit by the unit, others by value and unit', () => {
    expect(billingOptionId({ value: 1, unit: 'month' })).toBe('month');
    expect(billingOptionId({ value: 2, unit: 'week' })).toBe('2-week');
  });
});

describe('readMemberAreaDenied', () => {
  it('reads the area to join and where to sign in', () => {
    expect(readMemberAreaDenied({ title: 'Roasters’ Circle', joinUrl: '/members' })).toEqual({
      title: 'Roasters’ Circle',
      description: '',
      joinUrl: '/members',
      signInUrl: '/account/login',
    });
    expect(() => readMemberAreaDenied({})).toThrow('Member area access denied: title is missing; joinUrl is missing.');
  });
});
