import { describe, expect, it } from 'vitest';
import { keyToStep } from './keyStep.rules';

describe('keyToStep', () => {
  it('maps keys 37 and 39', () => {
    expect([keyToStep(37), keyToStep(39), keyToStep('ArrowLeft'), keyToStep('ArrowRight'), keyToStep(13)]).toEqual([-1, 1, -1, 1, 0]);
  });
});
