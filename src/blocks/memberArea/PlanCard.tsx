import { VisuallyHidden } from '../../primitives/a11y/VisuallyHidden';
import type { Currency, CurrencyCode, FormatMoneyOptions } from '../../services/commerce';
import { CommerceButton } from '../../commerce/buttons/CommerceButton.styles';
import { Amount, OtherPrices, Payments, Period, PlanCard as Card, PlanDescription, PlanTitle, Price, PriceMain } from './MemberArea.styles';
import { planPriceFor, type MemberPlan } from './memberArea.rules';
import { otherPricesLine, priceLine } from './memberPrice.rules';
import type { MemberAreaText } from './memberAreaText';

export interface PlanCardProps {
  plan: MemberPlan;
  /** The billing option chosen on the toggle. */
  optionId: string;
  currency: Currency | CurrencyCode;
  text: MemberAreaText;
  formatOptions?: FormatMoneyOptions;
  onJoin: (cartToken: string) => unknown;
}

/**
 * One plan: its title and description, its price for the chosen billing option ("$10.00
 * / month", a finite plan's payments; read out as "$10.00 per month, 12 payments", and
 * announced when the toggle changes it), its price for the other option ("or $100.00 /
 * year"), and its join button.
 */
export function PlanCard({ plan, optionId, currency, text, formatOptions, onJoin }: PlanCardProps) {
  const price = planPriceFor(plan, optionId);
  const line = priceLine(price.priceCents, price.plan, currency, text, formatOptions);
  const others = otherPricesLine(plan.prices, price.optionId, currency, text, formatOptions);
  return (
    <Card data-plan={plan.id}>
      <PlanTitle>{plan.title}</PlanTitle>
      {plan.description ? <PlanDescription>{plan.description}</PlanDescription> : <span />}
      <Price aria-live="polite" data-plan-price={price.optionId}>
        <PriceMain aria-hidden="true">
          <Amount>{line.amount}</Amount>
          <Period>{line.period}</Period>
        </PriceMain>
        {line.payments && <Payments aria-hidden="true">{line.payments}</Payments>}
        <VisuallyHidden>{line.spoken}</VisuallyHidden>
        {others && <OtherPrices data-other-prices="">{others}</OtherPrices>}
      </Price>
      <div>
        <CommerceButton type="button" $look="primary" data-join-button={plan.id} onClick={() => onJoin(price.cartToken)}>
          <span>
            {text.join}
            <VisuallyHidden> {plan.title}</VisuallyHidden>
          </span>
        </CommerceButton>
      </div>
    </Card>
  );
}
