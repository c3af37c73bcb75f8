/**
 * The button of the design system (APG button: a native `<button>`, so Enter and Space
 * press it and it is a tab stop; `type="button"` unless given). Three looks:
 * - `primary`: the accent with its safe inverse as text (a form's submit, a main action);
 * - `secondary`: the section's background and text, outlined in its border colour;
 * - `outline`: transparent, outlined, for quiet actions (a calendar's month arrows).
 * At least 44 × 44 px (tokens.targetSize.minPx); `$compact` is 36 px high for an action
 * inside a dense panel. Disabled (`disabled` or `aria-disabled="true"`) it is dimmed. `$busy`
 * while its own action runs: it keeps focus and presses nothing, not dimmed, a turning ring
 * before its label (busy.rules.ts, buttonBase.ts); the caller's status line says what runs.
 */
import styled, { css } from 'styled-components';
import type { MouseEvent } from 'react';
import { fontWeights, px, radii, space, targetSize } from '../../tokens/tokens';
import type { FocusRingColor } from '../focusRing/focusRing';
import { buttonAttrs, buttonBase, type ButtonAttrsProps } from './buttonBase';

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

export const Button = styled.button.attrs<ButtonAttrsProps<MouseEvent<HTMLButtonElement>>>(buttonAttrs)<{
  $variant?: ButtonVariant;
  $compact?: boolean;
  /** The focus ring's colour (focusRing()): `current` on a surface that sets its own colours (the lightbox). */
  $ring?: FocusRingColor;
}>`
  ${({ $ring }) => buttonBase({ ringColor: $ring })}
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.xs}px;
  min-width: ${({ $compact }) => ($compact ? 'auto' : `${targetSize.minPx}px`)};
  min-height: ${({ $compact }) => ($compact ? targetSize.compactPx : targetSize.minPx)}px;
  padding: ${({ $compact }) => ($compact ? px(space.xxs, space.md) : px(space.sm, space.lg))};
  border: 1px solid;
  border-radius: ${radii.small}px;
  ${({ $variant = 'primary' }) => LOOKS[$variant]}

  &:disabled,
  &[aria-disabled='true']:not([data-busy]) {
    opacity: 0.6;
  }
`;
