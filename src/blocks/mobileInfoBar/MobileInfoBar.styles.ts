import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { fixedColors, shade, space, targetSize } from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';

/** The bar's height, px (our choice): 44 px targets with room around them. */
export const MOBILE_INFO_BAR_HEIGHT = 56;

/** Fixed to the bottom of the screen, over the page; the spacer below keeps the page's end clear of it. */
export const Bar = styled.aside`
  box-sizing: border-box;
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${tokens.zIndices.dialog - 2};
  height: ${MOBILE_INFO_BAR_HEIGHT}px;
  padding: 0 max(8px, env(safe-area-inset-right)) 0 max(8px, env(safe-area-inset-left));
  background: var(--color-background);
  color: var(--color-text);
  box-shadow:
    0 0 0 1px ${fixedColors.hairline},
    0 -2px 12px ${shade('soft')};
`;

export const List = styled.ul`
  display: flex;
  align-items: stretch;
  height: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    flex: 1 1 0;
    min-width: 0;
  }
`;

const itemStyle = `
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space.hair}px;
  height: 100%;
  min-height: ${targetSize.minPx}px;
  padding: ${space.xxs}px;
  color: inherit;
  font-size: ${tokens.fontSizes.sm}px;
  font-weight: ${tokens.fontWeights.medium};
  text-decoration: none;
  svg {
    width: 20px;
    height: 20px;
  }
`;

export const ItemLink = styled.a`
  ${itemStyle}
  &:focus-visible {
    ${focusRing({ inset: true })}
  }
`;

export const ItemText = styled.span`
  ${itemStyle}
  .value {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const Spacer = styled.div`
  height: ${MOBILE_INFO_BAR_HEIGHT}px;
`;
