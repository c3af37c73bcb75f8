/**
 * The button of the design system (APG button: a native `<button>`, so Enter and Space
 * press it and it is a tab stop; `type="button"` unless given). Three looks:
 * - `primary`: the accent with its safe inverse as text (a form's submit, a main action);
 * - `secondary`: the section's background and text, outlined in its border colour;
 * - `outline`: transparent, outlined, for quiet actions (a calendar's month arrows).
 * At least 44 × 44 px (tokens.targetSize.minPx); `$compact` is 36 px high for an action
 * inside a dense panel. Disabled (`disabled` or `aria-disabled="true"`) it is dimmed.
 */
import styled, { css } from 'styled-components';
import { fontWeights, px, radii, space, targetSize } from '../../tokens/tokens';
import { focusRing } from '../focusRing/focusRing';

export type ButtonVariant = 'primary' | 'secondary' | 'outline';

const LOOKS: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    border-color: transparent;
    background: var(--color-accent);
    color: var(--color-on-accent);
    font-weight: ${fontWeights.semibold};
  `,
  secondary: css`
    border-color: var(--color-border);
    background: var(--color-background);
    color: var(--color-text);
    font-weight: ${fontWeights.medium};
  `,
  outline: css`
    border-color: var(--color-border);
    background: transparent;
    color: var(--color-text);
  `,
};

export const Button = styled.button.attrs<{ type?: 'button' | 'submit' | 'reset' }>(({ type }) => ({ type: type ?? 'button' }))<{
  $variant?: ButtonVariant;
  $compact?: boolean;
}>`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.xs}px;
  min-width: ${({ $compact }) => ($compact ? 'auto' : `${targetSize.minPx}px`)};
  min-height: ${({ $compact }) => ($compact ? targetSize.compactPx : targetSize.minPx)}px;
  margin: 0;
  padding: ${({ $compact }) => ($compact ? px(space.xxs, space.md) : px(space.sm, space.lg))};
  border: 1px solid;
  border-radius: ${radii.small}px;
  font: inherit;
  cursor: pointer;
  ${({ $variant = 'primary' }) => LOOKS[$variant]}

  &:focus-visible {
    ${focusRing()}
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
