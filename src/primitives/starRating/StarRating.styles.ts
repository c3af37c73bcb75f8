import styled from 'styled-components';
import { focusRing } from '../focusRing/focusRing';
import { radii, space } from '../../tokens/tokens';

export const Stars = styled.div`
  display: inline-flex;
  gap: ${space.hair}px;
  /* the hover preview ends when the pointer leaves the whole row, not between two stars */
  padding: 0;

  /* shown but not changeable: dimmed, no pointer, no focus (see the view) */
  &[aria-disabled='true'] {
    cursor: default;
    opacity: 0.6;
  }
`;

/** One star: a 40 px target around a 28 px star, the focus ring on the target. */
export const Star = styled.span`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${radii.small}px;
  color: var(--color-text);
  cursor: pointer;

  &:focus {
    outline: none;
  }
  &:focus-visible {
    ${focusRing({ inset: true })}
  }
  [aria-disabled='true'] > & {
    cursor: default;
  }

  & svg {
    display: block;
    width: 28px;
    height: 28px;
    overflow: visible;
  }
  & path {
    fill: transparent;
    stroke: currentColor;
    stroke-width: 1.6;
    stroke-linejoin: round;
  }
  &[data-filled] path {
    fill: var(--color-accent);
  }
  /* a hovered star previews its value more lightly than a chosen one */
  &[data-preview] path {
    fill: var(--color-accent);
    fill-opacity: 0.45;
  }
`;
