import type { KeyboardEvent } from 'react';
import { keyToStep } from './keyStep.rules';

/**
 * A keydown handler for a gallery region: the left and right arrow keys step
 * back and forward, but only when the region itself has focus (a focused control
 * inside it keeps its own keys).
 */
export function arrowKeySteps(step: (by: -1 | 1) => void) {
  return (e: KeyboardEvent) => {
    const by = keyToStep(e.key);
    if (by !== 0 && e.target === e.currentTarget) {
      e.preventDefault();
      step(by);
    }
  };
}
