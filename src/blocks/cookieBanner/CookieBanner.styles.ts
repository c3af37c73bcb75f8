import styled, { css, keyframes } from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { fixedColors, lineHeights, px, shade, space, targetSize } from '../../tokens/tokens';
import type { BannerPlacement, CtaVariant } from './cookieBanner.rules';
import { focusRing } from '../../primitives/focusRing/focusRing';
import { buttonBase } from '../../primitives/buttons/buttonBase';

/**
 * Just under the dialogs (tokens.zIndices.dialog): a dialog opened while the banner shows
 * sits above it. Our choice; the spec gives no stacking order for the banner.
 */
export const COOKIE_BANNER_Z_INDEX = tokens.zIndices.dialog - 1;

/** Gap between a popup and the corner of the screen, px. */
const POPUP_INSET = 16;
const POPUP_WIDTH = 360;
/** Grey enough to show on white and on black alike. */
const HAIRLINE = fixedColors.hairline;

const appear = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

const placement = ({ $placement }: { $placement: BannerPlacement }) => {
  if ($placement.variant === 'BAR') {
    return css`
      left: 0;
      right: 0;
      ${$placement.position === 'TOP' ? 'top: 0;' : 'bottom: 0;'}
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: center;
      gap: ${px(space.md, space.xxl)};
      padding: ${px(space.lg, space.xxl)};
      /* a hairline and a shadow part it from a page of the same colour */
      box-shadow:
        0 0 0 1px ${HAIRLINE},
        0 ${$placement.position === 'TOP' ? 2 : -2}px 16px ${shade('light')};
    `;
  }
  const [vertical, horizontal] = $placement.position.toLowerCase().split('_') as ['top' | 'bottom', 'left' | 'right'];
  return css`
    ${vertical}: ${POPUP_INSET}px;
    ${horizontal}: ${POPUP_INSET}px;
    width: ${POPUP_WIDTH}px;
    /* percentages of the containing block: the screen, or a story's frame */
    max-width: calc(100% - ${POPUP_INSET * 2}px);
    max-height: calc(100% - ${POPUP_INSET * 2}px);
    overflow: auto;
    display: flex;
    flex-direction: column;
    gap: ${space.lg}px;
    padding: ${space.xl}px;
    border-radius: ${tokens.radii.large}px;
    box-shadow:
      0 0 0 1px ${HAIRLINE},
      0 8px 32px ${shade('medium')};
  `;
};

export const Region = styled.section<{ $placement: BannerPlacement; $animate: boolean }>`
  box-sizing: border-box;
  position: fixed;
  z-index: ${COOKIE_BANNER_Z_INDEX};
  margin: 0;
  background: var(--color-background);
  color: var(--color-text);
  font-family: var(--font-family, inherit);
  font-size: ${tokens.fontSizes.md}px;
  line-height: ${lineHeights.relaxed};
  ${placement}
  animation: ${({ $animate }) =>
    $animate
      ? css`
          ${appear} ${tokens.motion.defaultDurationS}s ease-out
        `
      : 'none'};
`;

export const Notice = styled.div<{ $bar: boolean }>`
  ${({ $bar }) => ($bar ? 'flex: 1 1 320px; max-width: 880px;' : '')}
  min-width: 0;
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${space.sm}px;
  }
  a {
    color: var(--color-link);
    text-decoration: underline;
  }
  a:focus-visible {
    ${focusRing()}
  }
`;

export const Actions = styled.div<{ $bar: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${({ $bar }) => ($bar ? 'center' : 'flex-end')};
  gap: ${space.sm}px;
  flex: none;
`;

const ctaBase = css`
  ${buttonBase()}
  font-weight: ${tokens.fontWeights.semibold};
  min-height: ${targetSize.minPx}px;
`;

const looks: Record<CtaVariant, (primary: boolean) => ReturnType<typeof css>> = {
  TEXT: () => css`
    padding: ${px(0, space.sm)};
    border: 0;
    background: none;
    color: var(--color-link);
    text-decoration: underline;
    text-underline-offset: 3px;
  `,
  BUTTON: (primary) => css`
    padding: ${px(0, space.xl)};
    border: 2px solid ${primary ? 'var(--color-accent)' : 'var(--color-border)'};
    border-radius: ${tokens.radii.small}px;
    background: ${primary ? 'var(--color-accent)' : 'transparent'};
    color: ${primary ? 'var(--color-on-accent)' : 'var(--color-text)'};
  `,
  ICON: (primary) => css`
    display: inline-grid;
    place-items: center;
    width: ${targetSize.minPx}px;
    padding: 0;
    border: 2px solid ${primary ? 'var(--color-accent)' : 'var(--color-border)'};
    border-radius: 50%;
    background: ${primary ? 'var(--color-accent)' : 'transparent'};
    color: ${primary ? 'var(--color-on-accent)' : 'var(--color-text)'};
    svg {
      width: 20px;
      height: 20px;
    }
  `,
};

export const Cta = styled.button<{ $look: CtaVariant; $primary: boolean }>`
  ${ctaBase}
  ${({ $look, $primary }) => looks[$look]($primary)}
`;
