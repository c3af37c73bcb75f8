import styled from 'styled-components';
import { DismissButton } from '../../primitives/dismiss/DismissButton';
import { ANNOUNCEMENT_BAR_BOX } from './announcementBarBox';
import * as tokens from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';

/**
 * In the page's flow at the top, not fixed over it: the bar holds its own height, so
 * nothing under it is covered or moves while the page loads.
 */
export const Bar = styled.section`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  ${ANNOUNCEMENT_BAR_BOX}
  background: var(--color-accent);
  color: var(--color-on-accent);
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
