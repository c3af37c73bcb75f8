import styled from 'styled-components';
import { tokens } from '../../tokens/tokens';

/** The bar's least height, px: one line of text with a 44 px dismiss button (our choice). */
export const ANNOUNCEMENT_BAR_MIN_HEIGHT = 44;

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
  line-height: 1.4;
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
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

export const DismissButton = styled.button`
  position: absolute;
  top: 0;
  right: 4px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  svg {
    width: 16px;
    height: 16px;
  }
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: -6px;
  }
`;
