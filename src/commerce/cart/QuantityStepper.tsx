import { useState, type KeyboardEvent } from 'react';
import { decreaseLabel, increaseLabel, quantityLabel } from './quantityStepper.messages';
import { parseTypedQuantity, quantityForKey } from './quantityStepper.rules';
import { QuantityInput, StepButton, Stepper } from './QuantityStepper.styles';

export interface QuantityStepperProps {
  /** The entry's title: it names the field and its buttons ("Quantity of …"). */
  title: string;
  value: number;
  min: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /** Id of the entry's message line (its activity or failure), read with the field. */
  describedBy?: string;
}

const Minus = () => (
  <svg viewBox="0 0 14 14" width="14" height="14" aria-hidden="true" focusable="false">
    <path d="M2 7h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);
const Plus = () => (
  <svg viewBox="0 0 14 14" width="14" height="14" aria-hidden="true" focusable="false">
    <path d="M2 7h10M7 2v10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * A quantity as an APG spin button: the field (role spinbutton, with its bounds) takes the
 * arrow, page, Home and End keys and typed numbers (counted on Enter or leaving the field;
 * Escape puts the shown value back); the − and + buttons step by one.
 */
export function QuantityStepper({ title, value, min, max, onChange, disabled = false, describedBy }: QuantityStepperProps) {
  // What the visitor is typing; null shows the value (so a restored quantity shows at once).
  const [draft, setDraft] = useState<string | null>(null);
  const bounds = { min, max };

  const commit = () => {
    if (draft === null) return;
    const typed = parseTypedQuantity(draft, bounds);
    setDraft(null);
    if (typed !== null && typed !== value) onChange(typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
      return;
    }
    if (event.key === 'Escape') {
      setDraft(null);
      return;
    }
    const next = quantityForKey(event.key, value, bounds);
    if (next === null) return;
    event.preventDefault();
    setDraft(null);
    if (next !== value) onChange(next);
  };

  return (
    <Stepper data-quantity-stepper="">
      <StepButton label={decreaseLabel(title)} disabled={disabled || value <= min} onClick={() => onChange(value - 1)}>
        <Minus />
      </StepButton>
      <QuantityInput
        type="text"
        role="spinbutton"
        inputMode="numeric"
        aria-label={quantityLabel(title)}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-describedby={describedBy}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={commit}
      />
      <StepButton label={increaseLabel(title)} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        <Plus />
      </StepButton>
    </Stepper>
  );
}
