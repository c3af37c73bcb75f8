import styled from 'styled-components';
import { DISMISS_BUTTON_SIZE, DismissButton } from '../../primitives/dismiss/DismissButton';
import * as tokens from '../../tokens/tokens';
import { lineHeights } from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';

/** The bar's least height, px: one line of text with a 44 px dismiss button (our choice). */
export const ANNOUNCEMENT_BAR_MIN_HEIGHT = DISMISS_BUTTON_SIZE;

/**
 * In the page's flow at the top, not fixed over it: the bar holds its own height, so
 * nothing under it is covered or moves while the page loads.
 */
export const Bar = styled.section`
  box-sizing: border-box;
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${ANNOUNCEMENT_BAR_MIN_HEIGHT}px;
  padding: 8px 52px;
  background: var(--color-accent);
  color: var(--color-on-accent);
  font-size: ${tokens.fontSizes.md}px;
  line-height: ${lineHeights.normal};
  text-align: center;
`;

export const Message = styled.p`
  margin: 0;
  a {
    color: inherit;
    font-weight: ${tokens.fontWeights.semibold};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  a:focus-visible {
    ${focusRing({ color: 'current' })}
  }
`;

/** The shared cross, pinned to the bar's top right corner. */
export const BarDismissButton = styled(DismissButton)`
  position: absolute;
  top: 0;
  right: 4px;
  &:focus-visible {
    ${focusRing({ inset: true, color: 'current' })}
  }
`;
