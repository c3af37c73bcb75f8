/**
 * The member area's pricing toggle (000 §4): two price options, one chosen. Keyboard as an
 * APG radio group: arrows move to the other option and choose it (wrapping), Space chooses
 * the focused one; only the chosen option is in the tab sequence.
 */
import { radioGroupKeyAction } from '../../primitives/radioGroup/radioGroup.rules';

export interface PricingOption {
  /** Unique within the toggle. */
  readonly id: string;
  /** The option's name on the toggle ("Monthly"). */
  readonly label: string;
  /** The price in minor units (cents; whole yen for JPY). */
  readonly priceCents: number;
  /** Shown after the price ("per month", "billed once a year"); the spec gives no wording. */
  readonly note?: string;
}

export type PricingOptions = readonly [PricingOption, PricingOption];

/** The options, checked: exactly two, ids unique and non-empty, labels non-blank, prices whole and not negative. */
export function checkPricingOptions(options: readonly PricingOption[]): PricingOptions {
  const problems: string[] = [];
  if (options.length !== 2) problems.push(`needs exactly two options, got ${options.length}`);
  options.forEach((o, i) => {
    if (o.id.trim() === '') problems.push(`option ${i + 1} has no id`);
    if (o.label.trim() === '') problems.push(`option ${i + 1} has no label`);
    if (!Number.isSafeInteger(o.priceCents) || o.priceCents < 0)
      problems.push(`option ${i + 1} price must be whole minor units, 0 or more, got ${String(o.priceCents)}`);
  });
  if (options.length === 2 && options[0]?.id === options[1]?.id) problems.push(`both options have the id "${options[0]?.id ?? ''}"`);
  if (problems.length > 0) throw new RangeError(`Member pricing toggle: ${problems.join('; ')}.`);
  return options as PricingOptions;
}

/** The index of the chosen option; an unknown or absent id chooses the first. */
export function chosenIndex(options: PricingOptions, id: string | undefined): 0 | 1 {
  return options[1].id === id ? 1 : 0;
}

export type PricingKeyAction = { readonly kind: 'choose'; readonly index: 0 | 1 } | null;

/** What a key does on the option at `index`: the APG radio group's keys over two radios. */
export function pricingKeyAction(key: string, index: 0 | 1): PricingKeyAction {
  // with two options, next and previous (wrapping) are both the other one
  return radioGroupKeyAction(key, index, 2) as PricingKeyAction;
}
