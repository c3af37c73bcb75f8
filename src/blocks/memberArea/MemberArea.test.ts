// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setUpReactTestHost } from '../../primitives/testing/reactTestHost';
import { MemberAreaAccess } from './MemberAreaAccess';
import { MemberAreaDenied } from './MemberAreaDenied';
import { readMemberArea, readMemberAreaDenied } from './memberArea.rules';

const view = setUpReactTestHost();

const price = (unit: string, priceCents: number, cartToken: string, numBillingCycles = 0) => ({ billingPeriod: { value: 1, unit }, numBillingCycles, priceCents, cartToken });
const AREA = readMemberArea({
  id: 'ma-1',
  title: 'Roasters’ Circle',
  description: 'Early access to new lots.',
  plans: [
    { id: 'regular', title: 'Regular', prices: [price('month', 1000, 't-rm'), price('year', 10000, 't-ry')] },
    { id: 'patron', title: 'Patron', prices: [price('month', 2500, 't-pm', 12), price('year', 25000, 't-py')] },
  ],
});

const prices = () => [...view.host.querySelectorAll('[data-plan-price]')].map((p) => p.querySelector('[aria-hidden="true"]')?.textContent);
const radios = () => [...view.host.querySelectorAll<HTMLElement>('[role="radio"]')];

describe('MemberAreaAccess', () => {
  it('shows the area, the toggle on its first option and each plan’s price for it', () => {
    view.render(createElement(MemberAreaAccess, { area: AREA, currency: 'USD', onJoin: () => {} }));
    expect(view.host.querySelector('h1')?.textContent).toBe('Roasters’ Circle');
    expect(radios().map((r) => [r.textContent, r.getAttribute('aria-checked')])).toEqual([
      ['Monthly', 'true'],
      ['Yearly', 'false'],
    ]);
    expect(prices()).toEqual(['$10.00/ month', '$25.00/ month']);
    expect(view.host.querySelector('[data-plan="patron"] [data-plan-price]')?.textContent).toContain('12 payments');
  });

  it('the toggle switches every plan to the other price', () => {
    view.render(createElement(MemberAreaAccess, { area: AREA, currency: 'USD', onJoin: () => {} }));
    act(() => radios()[1]!.click());
    expect(prices()).toEqual(['$100.00/ year', '$250.00/ year']);
  });

  it('join goes with the chosen price’s cart token; the button is named by its plan', () => {
    const onJoin = vi.fn();
    view.render(createElement(MemberAreaAccess, { area: AREA, currency: 'USD', onJoin, defaultOptionId: 'year' }));
    const button = view.host.querySelector<HTMLButtonElement>('[data-join-button="patron"]')!;
    expect(button.textContent).toBe('Join Patron');
    act(() => button.click());
    expect(onJoin).toHaveBeenCalledWith('t-py');
  });

  it('has no toggle when the plans offer one billing period, and a sign-in link for members', () => {
    const single = readMemberArea({ id: 'ma-2', title: 'Patrons', signInUrl: '/login', plans: [{ id: 'p', title: 'Patron', prices: [price('month', 500, 't')] }] });
    view.render(createElement(MemberAreaAccess, { area: single, currency: 'USD', onJoin: () => {} }));
    expect(view.host.querySelector('[role="radiogroup"]')).toBeNull();
    const signIn = view.host.querySelector('a');
    expect(signIn?.getAttribute('href')).toBe('/login');
    expect(signIn?.parentElement?.textContent).toBe('Already a member? Sign in');
  });
});

describe('MemberAreaDenied', () => {
  it('says the page is for members, names the area to join and links to sign in', () => {
    view.render(createElement(MemberAreaDenied, { area: readMemberAreaDenied({ title: 'Roasters’ Circle', joinUrl: '/members' }) }));
    expect(view.host.querySelector('h1')?.textContent).toBe('This page is for members');
    expect(view.host.textContent).toContain('Join Roasters’ Circle to see this page.');
    const links = [...view.host.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['See membership plans', '/members'],
      ['Sign in', '/account/login'],
    ]);
  });
});
