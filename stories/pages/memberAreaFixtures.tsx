/**
 * The member area stories' data and their page wiring: the access page with the commerce
 * actions over a recording navigator, which shows where join would go instead of leaving.
 */
import { useMemo } from 'react';
import { createCommerceActions } from '../../src/commerce';
import { MemberAreaAccess, type MemberAreaAccessProps } from '../../src/blocks/memberArea/MemberAreaAccess';
import { readMemberArea } from '../../src/blocks/memberArea/memberArea.rules';
import { memoryCookieJar } from '../../src/services/cookies/cookieJar';
import { NavigatorLog, useRecordingNavigator } from '../blocks/commerce/recordingNavigator';

const price = (unit: 'MONTH' | 'YEAR', priceCents: number, cartToken: string, numBillingCycles = 0) => ({
  billingPeriod: { value: 1, unit },
  numBillingCycles,
  priceCents,
  cartToken,
});

const AREA = {
  id: 'ma-roasters',
  title: 'Roasters’ Circle',
  description: 'Early access to new lots, cupping notes every month and members-only brewing classes.',
  signInUrl: '/account/login?returnUrl=%2Fmembers',
};

/** Two plans, each billed monthly or yearly. */
export const TWO_PLANS = readMemberArea({
  ...AREA,
  plans: [
    {
      id: 'regular',
      title: 'Regular',
      description: 'Cupping notes and early access to every new lot.',
      prices: [price('MONTH', 1000, 'tok-regular-month'), price('YEAR', 10000, 'tok-regular-year')],
    },
    {
      id: 'patron',
      title: 'Patron',
      description: 'Everything in Regular, plus a brewing class each season.',
      prices: [price('MONTH', 2500, 'tok-patron-month'), price('YEAR', 25000, 'tok-patron-year')],
    },
  ],
});

/** One plan, monthly or yearly. */
export const SINGLE_PLAN = readMemberArea({
  ...AREA,
  plans: [
    {
      id: 'regular',
      title: 'Regular',
      description: 'Cupping notes and early access to every new lot.',
      prices: [price('MONTH', 1000, 'tok-regular-month'), price('YEAR', 10000, 'tok-regular-year')],
    },
  ],
});

/** One finite plan: a year of monthly payments. */
export const FINITE_PLAN = readMemberArea({
  ...AREA,
  title: 'Apprentice Year',
  description: 'Twelve monthly lessons with our head roaster, then the course is done.',
  plans: [
    {
      id: 'apprentice',
      title: 'Apprentice',
      description: 'One lesson and one bag of practice beans a month.',
      prices: [price('MONTH', 4500, 'tok-apprentice', 12)],
    },
  ],
});

/** The access page as on a site: join goes through the commerce actions; the log shows where. */
export function AccessPageOnSite(props: MemberAreaAccessProps) {
  const { navigator, entries } = useRecordingNavigator(false);
  const actions = useMemo(() => createCommerceActions({ navigator, cookies: memoryCookieJar() }), [navigator]);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <MemberAreaAccess
        {...props}
        onJoin={(cartToken) => {
          props.onJoin(cartToken);
          return actions.subscribe(cartToken);
        }}
      />
      <NavigatorLog entries={entries} />
    </div>
  );
}
