import styled, { css, keyframes } from 'styled-components';
import { DismissButton } from '../../primitives/dismiss/DismissButton';
import * as tokens from '../../tokens/tokens';
import { lineHeights, px, shade, space } from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-12px); }
  to { opacity: 1; transform: none; }
`;

/** Fixed at the top centre of the screen, above the page and under the dialogs: nothing in the page moves. */
export const Anchor = styled.div`
  position: fixed;
  top: 16px;
  left: 50%;
  z-index: ${tokens.zIndices.dialog - 1};
  transform: translateX(-50%);
  width: max-content;
  max-width: calc(100% - 32px);
`;

export const Toast = styled.div<{ $open: boolean; $animate: boolean }>`
  display: flex;
  align-items: center;
  gap: ${space.sm}px;
  ${({ $open, $animate }) =>
    $open &&
    css`
      box-sizing: border-box;
      padding: ${px(space.sm, space.sm, space.sm, space.xl)};
      border-radius: ${tokens.radii.large}px;
      background: var(--color-text);
      color: var(--color-background);
      font-size: ${tokens.fontSizes.base}px;
      line-height: ${lineHeights.normal};
      box-shadow: 0 8px 28px ${shade('strong')};
      animation: ${
        $animate
          ? css`
              ${slideIn} 200ms ease-out
            `
          : 'none'
      };
    `}
  strong {
    font-weight: ${tokens.fontWeights.semibold};
  }
`;

/** The shared cross, round, at the toast's end. */
export const ToastDismissButton = styled(DismissButton)`
  flex: none;
  border-radius: 50%;
  &:focus-visible {
    ${focusRing({ inset: true, color: 'current' })}
  }
`;
