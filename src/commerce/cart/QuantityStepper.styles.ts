import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { px, space, targetSize } from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';
import { IconButton } from '../../primitives/buttons/IconButton';

export const Stepper = styled.div`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid var(--color-border);
  border-radius: ${tokens.radii.small}px;
`;

/** The IconButton inside the stepper's border, its ring inside it (the sign is 14 px). */
export const StepButton = styled(IconButton).attrs({ insetFocus: true })`
  color: var(--color-text);
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
