import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { px, space, targetSize } from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';

export const Stepper = styled.div`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid var(--color-border);
  border-radius: ${tokens.radii.small}px;
`;

export const StepButton = styled.button`
  display: grid;
  place-items: center;
  width: ${targetSize.minPx}px;
  min-height: ${targetSize.minPx}px;
  padding: 0;
  border: 0;
  background: none;
  color: var(--color-text);
  font: inherit;
  font-size: ${tokens.fontSizes.lg}px;
  cursor: pointer;

  &:focus-visible {
    ${focusRing({ inset: true })}
  }

  &:disabled {
    cursor: not-allowed;
  }
  &:disabled svg {
    opacity: 0.45;
  }

  svg {
    width: 14px;
    height: 14px;
  }
`;

export const QuantityInput = styled.input`
  width: 3.5ch;
  min-width: ${targetSize.minPx}px;
  padding: ${px(0, space.xxs)};
  border: 0;
  border-inline: 1px solid var(--color-border);
  background: none;
  color: var(--color-text);
  font: inherit;
  text-align: center;
  font-variant-numeric: tabular-nums;

  &:focus-visible {
    ${focusRing({ inset: true })}
  }
`;
