import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { px, space, targetSize } from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';

/** Where the count starts, px from the icon box's left: over the bag's top right corner. */
const BADGE_LEFT = 22;
/** Wide enough for '100+' at the badge's size. */
const BADGE_MAX_WIDTH = 40;

export const CartLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm}px;
  min-height: ${targetSize.minPx}px;
  padding: 4px 10px 4px 6px;
  border-radius: ${tokens.radii.large}px;
  color: var(--color-text);
  text-decoration: none;
  font-variant-numeric: tabular-nums;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    ${focusRing()}
  }

  svg {
    width: 26px;
    height: 26px;
    flex: none;
  }
`;

/**
 * The icon with the count at its top right. The count's left edge is fixed and the box is
 * as wide as '100+' needs, so a growing count never covers the icon or moves the subtotal.
 */
export const IconWithBadge = styled.span`
  position: relative;
  display: inline-flex;
  box-sizing: border-box;
  width: ${BADGE_LEFT + BADGE_MAX_WIDTH}px;
  padding: ${px(space.sm, 0, space.xs, space.xxs)};
`;

/**
 * The count. Filled in the accent colour when the cart holds something; the empty style
 * (002 §4) is an outline in the text colour. Wide enough for '100+' in both, so nothing moves.
 */
export const CountBadge = styled.span<{ $empty: boolean }>`
  position: absolute;
  top: -2px;
  left: ${BADGE_LEFT}px;
  box-sizing: border-box;
  min-width: 22px;
  max-width: ${BADGE_MAX_WIDTH}px;
  height: 22px;
  padding: 0 5px;
  border-radius: 11px;
  border: 2px solid ${({ $empty }) => ($empty ? 'var(--color-text)' : 'var(--color-accent)')};
  background: ${({ $empty }) => ($empty ? 'var(--color-background)' : 'var(--color-accent)')};
  color: ${({ $empty }) => ($empty ? 'var(--color-text)' : 'var(--color-on-accent)')};
  font-size: ${tokens.fontSizes.sm}px;
  font-weight: ${tokens.fontWeights.semibold};
  line-height: 18px;
  text-align: center;
`;

export const Subtotal = styled.span<{ $empty: boolean }>`
  font-size: ${tokens.fontSizes.md}px;
  font-weight: ${({ $empty }) => ($empty ? tokens.fontWeights.regular : tokens.fontWeights.medium)};
`;
