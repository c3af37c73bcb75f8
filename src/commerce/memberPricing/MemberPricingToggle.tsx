import { useId, useMemo, useState } from 'react';
import type { Currency, CurrencyCode } from '../../services/commerce/money/currencies';
import { toDisplayMoney } from '../../services/commerce/money/displayMoney';
import type { FormatMoneyOptions } from '../../services/commerce/money/formatMoney';
import { PriceAmount, PriceLine, PriceNote, PricingRoot } from './MemberPricingToggle.styles';
import { checkPricingOptions, chosenIndex, type PricingOption } from './memberPricing.rules';
import { PricingSwitch } from './PricingSwitch';

export interface MemberPricingToggleProps {
  /** Exactly two price options (a clear error otherwise). */
  options: readonly PricingOption[];
  /** The store currency. */
  currency: Currency | CurrencyCode;
  /** The radio group's accessible name. The spec gives none; the default is this project's wording. */
  label?: string;
  /** The chosen option's id, when the caller holds the choice. */
  selectedId?: string;
  /** The option chosen at first when the toggle holds the choice itself (default the first). */
  defaultSelectedId?: string;
  /** Told when the visitor chooses the other option. */
  onChange?: (id: string) => void;
  /** Locale, zero-fraction trimming and separators, passed to `formatMoney`. */
  formatOptions?: FormatMoneyOptions;
}

export const MEMBER_PRICING_LABEL = 'Billing';

/**
 * The member area's pricing toggle: two price options as an APG radio group (Tab reaches
 * the chosen option; arrows move to the other and choose it; Space chooses the focused
 * one), with the chosen option's price below, announced politely when it changes. The
 * thumb slides, instantly under reduced motion; every size is fixed, so nothing moves.
 */
export function MemberPricingToggle({
  options,
  currency,
  label = MEMBER_PRICING_LABEL,
  selectedId,
  defaultSelectedId,
  onChange,
  formatOptions,
}: MemberPricingToggleProps) {
  const checked = useMemo(() => checkPricingOptions(options), [options]);
  const [ownChoice, setOwnChoice] = useState(defaultSelectedId);
  const index = chosenIndex(checked, selectedId ?? ownChoice);
  const chosen = checked[index];
  const price = toDisplayMoney(chosen.priceCents, currency, formatOptions);
  const id = useId();

  const choose = (next: 0 | 1) => {
    setOwnChoice(checked[next].id);
    onChange?.(checked[next].id);
  };

  return (
    <PricingRoot data-member-pricing="" data-selected={chosen.id}>
      <PricingSwitch options={checked} index={index} onChoose={choose} label={label} describedBy={`${id}-price`} />
      <PriceLine id={`${id}-price`} aria-live="polite" data-pricing-price="">
        <PriceAmount>{price.formatted}</PriceAmount>
        {chosen.note && <PriceNote>{chosen.note}</PriceNote>}
      </PriceLine>
    </PricingRoot>
  );
}
