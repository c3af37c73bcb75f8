import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../primitives/testing/themedRender';
import { MemberAreaAccess } from './MemberAreaAccess';
import { MemberAreaDenied } from './MemberAreaDenied';
import { readMemberArea, readMemberAreaDenied } from './memberArea.rules';

const price = (unit: string, priceCents: number, cartToken: string, numBillingCycles = 0) => ({
  billingPeriod: { value: 1, unit },
  numBillingCycles,
  priceCents,
  cartToken,
});
const AREA = readMemberArea({
  id: 'ma-1',
  title: 'Roasters’ Circle',
  description: 'Early access to new lots.',
  plans: [
    { id: 'regular', title: 'Regular', prices: [price('month', 1000, 't-rm'), price('year', 10000, 't-ry')] },
    { id: 'patron', title: 'Patron', prices: [price('month', 2500, 't-pm', 12), price('year', 25000, 't-py')] },
  ],
});

const prices = (view: HTMLElement) => [...view.querySelectorAll('[data-plan-price]')].map((p) => p.querySelector('[aria-hidden="true"]')?.textContent);
const radios = () => screen.getAllByRole('radio');

describe('MemberAreaAccess', () => {
  it('shows the area, the toggle on its first option and each plan’s price for it', () => {
    const { view } = render(<MemberAreaAccess area={AREA} currency="USD" onJoin={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Roasters’ Circle');
    expect(radios().map((r) => [r.textContent, r.getAttribute('aria-checked')])).toEqual([
      ['Monthly', 'true'],
      ['Yearly', 'false'],
    ]);
    expect(prices(view)).toEqual(['$10.00/ month', '$25.00/ month']);
    expect(view.querySelector('[data-plan="patron"] [data-plan-price]')?.textContent).toContain('12 payments');
  });

  it('the toggle switches every plan to the other price', async () => {
    const { view, user } = render(<MemberAreaAccess area={AREA} currency="USD" onJoin={() => {}} />);
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(prices(view)).toEqual(['$100.00/ year', '$250.00/ year']);
  });

  it('join goes with the chosen price’s cart token; the button is named by its plan', async () => {
    const onJoin = vi.fn();
    const { view, user } = render(<MemberAreaAccess area={AREA} currency="USD" onJoin={onJoin} defaultOptionId="year" />);
    const button = screen.getByRole('button', { name: 'Join Patron' });
    expect(button).toBe(view.querySelector('[data-join-button="patron"]'));
    expect(button.textContent).toBe('Join Patron');
    await user.click(button);
    expect(onJoin).toHaveBeenCalledWith('t-py');
  });

  it('has no toggle when the plans offer one billing period, and a sign-in link for members', () => {
    const single = readMemberArea({
      id: 'ma-2',
      title: 'Patrons',
      signInUrl: '/login',
      plans: [{ id: 'p', title: 'Patron', prices: [price('month', 500, 't')] }],
    });
    render(<MemberAreaAccess area={single} currency="USD" onJoin={() => {}} />);
    expect(screen.queryByRole('radiogroup', { hidden: true })).toBeNull();
    const signIn = screen.getByRole('link');
    expect(signIn.getAttribute('href')).toBe('/login');
    expect(signIn.parentElement?.textContent).toBe('Already a member? Sign in');
  });
});

describe('MemberAreaDenied', () => {
  it('says the page is for members, names the area to join and links to sign in', () => {
    const { view } = render(<MemberAreaDenied area={readMemberAreaDenied({ title: 'Roasters’ Circle', joinUrl: '/members' })} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page is for members');
    expect(view.textContent).toContain('Join Roasters’ Circle to see this page.');
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['See membership plans', '/members'],
      ['Sign in', '/account/login'],
    ]);
  });
});
