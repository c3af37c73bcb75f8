import { useReducedMotion } from '../../primitives/reducedMotion';
import { useRadioGroup } from '../../primitives/radioGroup/useRadioGroup';
import { OptionButton, Thumb, Track } from './MemberPricingToggle.styles';

export interface PricingSwitchOption {
  readonly id: string;
  /** The option's name on the switch ("Monthly"). */
  readonly label: string;
}

export interface PricingSwitchProps {
  /** Exactly two options (the caller checks them). */
  options: readonly [PricingSwitchOption, PricingSwitchOption];
  /** The index of the chosen option. */
  index: 0 | 1;
  /** Told the index the visitor chose (only when it changes). */
  onChoose: (index: 0 | 1) => void;
  /** The radio group's accessible name. */
  label: string;
  /** The id of what the chosen option's price is shown in, for `aria-describedby`. */
  describedBy?: string;
}

/**
 * The two-position switch of the member pricing toggle: an APG radio group of two (the
 * radio group primitive's keys) whose thumb slides under the chosen option, instantly
 * under reduced motion. The member area's access page uses it alone, above its plans.
 */
export function PricingSwitch({ options, index, onChoose, label, describedBy }: PricingSwitchProps) {
  const reducedMotion = useReducedMotion();
  const { radioProps } = useRadioGroup({
    count: 2,
    checkedIndex: index,
    onChoose: (next) => {
      if (next !== index) onChoose(next as 0 | 1);
    },
  });
  return (
    <Track role="radiogroup" aria-label={label}>
      <Thumb aria-hidden="true" $index={index} $animate={!reducedMotion} />
      {options.map((option, at) => (
        <OptionButton key={option.id} type="button" {...radioProps(at)} aria-describedby={at === index ? describedBy : undefined} $checked={at === index}>
          {option.label}
        </OptionButton>
      ))}
    </Track>
  );
}
