/**
 * An APG radio group's behaviour for a view: roving tab stop, arrow keys that move the
 * focus and check, Space, and clicks. The view renders the radios (any element with
 * `role="radio"`) and spreads `radioProps(index)` on each; the choice stays the caller's.
 */
import { useRef, type KeyboardEvent } from 'react';
import { radioGroupKeyAction, tabStopIndex } from './radioGroup.rules';

export interface RadioGroupOptions {
  /** How many radios. */
  count: number;
  /** The checked radio, null when none is. */
  checkedIndex: number | null;
  /** Told when the visitor checks a radio (also when it is the checked one already). */
  onChoose: (index: number) => void;
}

export interface RadioProps {
  ref: (element: HTMLElement | null) => void;
  role: 'radio';
  'aria-checked': boolean;
  tabIndex: 0 | -1;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export function useRadioGroup({ count, checkedIndex, onChoose }: RadioGroupOptions): { radioProps: (index: number) => RadioProps } {
  const radios = useRef<Array<HTMLElement | null>>([]);
  const stop = tabStopIndex(checkedIndex, count);

  const choose = (index: number) => {
    radios.current[index]?.focus();
    onChoose(index);
  };

  const radioProps = (index: number): RadioProps => ({
    ref: (element) => {
      radios.current[index] = element;
    },
    role: 'radio',
    'aria-checked': index === checkedIndex,
    tabIndex: index === stop ? 0 : -1,
    onClick: () => choose(index),
    onKeyDown: (event) => {
      const action = radioGroupKeyAction(event.key, index, count);
      if (!action) return;
      event.preventDefault();
      choose(action.index);
    },
  });

  return { radioProps };
}
