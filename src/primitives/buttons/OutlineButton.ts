/**
 * The quiet button blocks use for secondary actions (a calendar's month arrows, the
 * overlay manager's Show again): transparent, outlined in the section's text or border
 * colour, with the theme's focus ring. 44 px high by default (WCAG 2.2 target size);
 * `$compact` for actions inside a dense panel.
 */
import styled from 'styled-components';
import { tokens } from '../../tokens/tokens';
import { focusRing } from '../focusRing/focusRing';

export const OutlineButton = styled.button<{ $compact?: boolean }>`
  min-width: ${({ $compact }) => ($compact ? 'auto' : '44px')};
  min-height: ${({ $compact }) => ($compact ? 36 : 44)}px;
  padding: ${({ $compact }) => ($compact ? '4px 12px' : '0 12px')};
  border: 1px solid ${({ $compact }) => ($compact ? 'var(--color-text)' : 'var(--color-border)')};
  border-radius: ${tokens.radii.small}px;
  background: transparent;
  color: var(--color-text);
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    ${focusRing()}
  }
`;
