import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useReducedMotion } from '../../../primitives/reducedMotion';
import { toDisplayMoney, type Currency, type CurrencyCode, type FormatMoneyOptions } from '../../../services/commerce';
import { OptionButton, PriceAmount, PriceLine, PriceNote, PricingRoot, Thumb, Track } from './MemberPricingToggle.styles';
import { checkPricingOptions, chosenIndex, pricingKeyAction, type PricingOption } from './memberPricing.rules';

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
export function MemberPricingToggle({ options, currency, label = MEMBER_PRICING_LABEL, selectedId, defaultSelectedId, onChange, formatOptions }: MemberPricingToggleProps) {
  const checked = useMemo(() => checkPricingOptions(options), [options]);
  const [ownChoice, setOwnChoice] = useState(defaultSelectedId);
  const index = chosenIndex(checked, selectedId ?? ownChoice);
  const chosen = checked[index];
  const price = toDisplayMoney(chosen.priceCents, currency, formatOptions);
  const reducedMotion = useReducedMotion();
  const id = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const choose = (next: 0 | 1) => {
    buttons.current[next]?.focus();
    if (next === index) return;
    setOwnChoice(checked[next].id);
    onChange?.(checked[next].id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, at: 0 | 1) => {
    const action = pricingKeyAction(event.key, at);
    if (!action) return;
    event.preventDefault();
    choose(action.index);
  };

  return (
    <PricingRoot data-member-pricing="" data-selected={chosen.id}>
      <Track role="radiogroup" aria-label={label}>
        <Thumb aria-hidden="true" $index={index} $animate={!reducedMotion} />
        {checked.map((option, at) => {
          const i = at as 0 | 1;
          return (
            <OptionButton
              key={option.id}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="radio"
              aria-checked={i === index}
              aria-describedby={i === index ? `${id}-price` : undefined}
              tabIndex={i === index ? 0 : -1}
              $checked={i === index}
              onClick={() => choose(i)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {option.label}
            </OptionButton>
          );
        })}
      </Track>
      <PriceLine id={`${id}-price`} aria-live="polite" data-pricing-price="">
        <PriceAmount>{price.formatted}</PriceAmount>
        {chosen.note && <PriceNote>{chosen.note}</PriceNote>}
      </PriceLine>
    </PricingRoot>
  );
}
