import { useId } from 'react';
import { useRadioGroup } from '../../primitives/radioGroup/useRadioGroup';
import { Chip, Chips, Group, GroupLabel } from './Donation.styles';

export interface ChoiceChipsProps {
  /** The group's visible name. */
  label: string;
  /** Each chip's text. */
  options: readonly string[];
  /** The checked chip; null when none is (the visitor is typing an amount). */
  checkedIndex: number | null;
  onChoose: (index: number) => void;
  /** Marks the group for tests and stories. */
  name: string;
}

/** A named APG radio group drawn as chips: the preset amounts, or one time / monthly. */
export function ChoiceChips({ label, options, checkedIndex, onChoose, name }: ChoiceChipsProps) {
  const id = useId();
  const { radioProps } = useRadioGroup({ count: options.length, checkedIndex, onChoose });
  return (
    <Group>
      <GroupLabel id={id}>{label}</GroupLabel>
      <Chips role="radiogroup" aria-labelledby={id} data-choice={name}>
        {options.map((option, index) => (
          <Chip key={option} type="button" {...radioProps(index)} $checked={index === checkedIndex}>
            {option}
          </Chip>
        ))}
      </Chips>
    </Group>
  );
}
