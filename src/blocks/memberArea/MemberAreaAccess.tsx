import { useState } from 'react';
import type { Currency, CurrencyCode, FormatMoneyOptions } from '../../services/commerce';
import { PricingSwitch } from '../../commerce/memberPricing/PricingSwitch';
import { Description, Intro, PageRoot, PlanList, SignIn, Title } from './MemberArea.styles';
import type { MemberArea } from './memberArea.rules';
import { billingOptionLabel } from './memberPrice.rules';
import { ENGLISH_MEMBER_AREA_TEXT, type MemberAreaText } from './memberAreaText';
import { PlanCard } from './PlanCard';

export interface MemberAreaAccessProps {
  /** The area and its plans (`readMemberArea`). */
  area: MemberArea;
  /** The store currency. */
  currency: Currency | CurrencyCode;
  /** Goes to subscription checkout with the chosen price's cart token; on a page, `createCommerceActions(…).subscribe`. */
  onJoin: (cartToken: string) => unknown;
  /** The billing option shown first (default the first the plans name). */
  defaultOptionId?: string;
  /** The wording (default English). */
  text?: MemberAreaText;
  /** Locale, zero-fraction trimming and separators, passed to the money code. */
  formatOptions?: FormatMoneyOptions;
}

/**
 * The member area's access page: its title and description, the pricing toggle between
 * the two billing options (only when the plans offer two), one card per plan with its
 * price for the chosen option and a join button, and a sign-in link for members.
 */
export function MemberAreaAccess({ area, currency, onJoin, defaultOptionId, text = ENGLISH_MEMBER_AREA_TEXT, formatOptions }: MemberAreaAccessProps) {
  const options = area.billingOptions;
  const [chosen, setChosen] = useState(() => options.find((o) => o.id === defaultOptionId)?.id ?? options[0]?.id ?? '');
  const index = options[1]?.id === chosen ? 1 : 0;
  const [first, second] = options;
  return (
    <PageRoot data-member-area={area.id} data-billing-option={chosen}>
      <Intro>
        <Title>{area.title}</Title>
        {area.description && <Description>{area.description}</Description>}
      </Intro>
      {first && second && (
        <PricingSwitch
          options={[
            { id: first.id, label: billingOptionLabel(first.period, text) },
            { id: second.id, label: billingOptionLabel(second.period, text) },
          ]}
          index={index}
          onChoose={(next) => setChosen(options[next]!.id)}
          label={text.pricingLabel}
        />
      )}
      <PlanList>
        {area.plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} optionId={chosen} currency={currency} text={text} formatOptions={formatOptions} onJoin={onJoin} />
        ))}
      </PlanList>
      <SignIn>
        {text.signInPrompt} <a href={area.signInUrl}>{text.signIn}</a>
      </SignIn>
    </PageRoot>
  );
}
