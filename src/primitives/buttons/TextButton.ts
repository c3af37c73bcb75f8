/**
 * A button that reads as text (an underlined action in a row: Remove, Show details). It is
 * still a button (APG: it acts on the page, it does not go anywhere; a link would). At least
 * 44 px high and wide (tokens.targetSize.minPx); `$compact` (24 px, WCAG 2.2 2.5.8's
 * minimum) only inside running text.
 */
import styled from 'styled-components';
import { fontSizes, px, space, targetSize } from '../../tokens/tokens';
import { focusRing } from '../focusRing/focusRing';

export const TextButton = styled.button.attrs<{ type?: 'button' | 'submit' | 'reset' }>(({ type }) => ({ type: type ?? 'button' }))<{
  $compact?: boolean;
}>`
  min-width: ${({ $compact }) => ($compact ? targetSize.wcagMinimumPx : targetSize.minPx)}px;
  min-height: ${({ $compact }) => ($compact ? targetSize.wcagMinimumPx : targetSize.minPx)}px;
  margin: 0;
  padding: ${px(0, space.sm)};
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-size: ${fontSizes.md}px;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;

  &:focus-visible {
    ${focusRing()}
  }
  /* aria-disabled: a button busy with its own call keeps its focus (the cart's Remove and Undo) */
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    text-decoration: none;
  }
`;
