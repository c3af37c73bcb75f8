/**
 * A button that reads as text (an underlined action in a row: Remove, Show details). It is
 * still a button (APG: it acts on the page, it does not go anywhere; a link would). At least
 * 44 px high and wide (tokens.targetSize.minPx); `$compact` (24 px, WCAG 2.2 2.5.8's
 * minimum) only inside running text. `$busy` while its own action runs (the cart's Remove and
 * Undo): it keeps focus and presses nothing, a turning ring before its label (busy.rules.ts).
 */
import styled from 'styled-components';
import type { MouseEvent } from 'react';
import { fontSizes, px, space, targetSize } from '../../tokens/tokens';
import { buttonAttrs, buttonBase, type ButtonAttrsProps } from './buttonBase';

export const TextButton = styled.button.attrs<ButtonAttrsProps<MouseEvent<HTMLButtonElement>>>(buttonAttrs)<{
  $compact?: boolean;
}>`
  ${buttonBase()}
  min-width: ${({ $compact }) => ($compact ? targetSize.wcagMinimumPx : targetSize.minPx)}px;
  min-height: ${({ $compact }) => ($compact ? targetSize.wcagMinimumPx : targetSize.minPx)}px;
  padding: ${px(0, space.sm)};
  border: 0;
  background: none;
  color: inherit;
  font-size: ${fontSizes.md}px;
  text-decoration: underline;
  text-underline-offset: 3px;

  &:disabled,
  &[aria-disabled='true'] {
    text-decoration: none;
  }
  &[data-busy]::before {
    margin-inline-end: ${space.xxs}px;
  }
`;
