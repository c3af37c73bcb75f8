import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { lineHeights, px, space } from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';
import { buttonBase } from '../../primitives/buttons/buttonBase';
import { headingText } from '../../primitives/heading/Heading';

export const MenuRoot = styled.div`
  color: var(--color-text);
`;

export const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${px(space.xxs, space.sm)};
  margin-bottom: ${space.xxl}px;
  border-bottom: 1px solid var(--color-border);
`;

/**
 * The selected tab is underlined in the accent colour and set in semibold. The bar is
 * drawn in every tab (transparent) and each tab reserves the width of its label in
 * semibold (a hidden copy from data-label), so selecting a tab moves nothing.
 */
/** A tab (APG tabs); its focus ring outside it, so the selected tab's underline still shows while it has focus. */
export const Tab = styled.button<{ $selected: boolean }>`
  ${buttonBase()}
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  margin: 0 0 -1px;
  padding: 10px 12px;
  border: 0;
  border-bottom: 3px solid ${({ $selected }) => ($selected ? 'var(--color-accent)' : 'transparent')};
  background: none;
  color: inherit;
  font-size: ${tokens.fontSizes.base}px;
  font-weight: ${({ $selected }) => ($selected ? tokens.fontWeights.semibold : tokens.fontWeights.regular)};

  &::after {
    content: attr(data-label);
    height: 0;
    overflow: hidden;
    visibility: hidden;
    font-weight: ${tokens.fontWeights.semibold};
    pointer-events: none;
    user-select: none;
  }
`;

export const Panel = styled.div`
  &:focus-visible {
    ${focusRing()}
  }
`;

export const MenuHeading = styled.h2`
  ${headingText('xxl')}
  margin: ${px(0, 0, space.lg)};
`;

export const Section = styled.section`
  & + & {
    margin-top: 28px;
  }
`;

export const SectionHeading = styled.h3`
  ${headingText('lg')}
  margin: ${px(0, 0, space.md)};
`;

export const ItemList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const MenuItem = styled.li`
  & + & {
    margin-top: 14px;
  }
`;

export const ItemLine = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space.lg}px;
  font-weight: ${tokens.fontWeights.medium};
`;

export const Price = styled.span`
  flex: none;
  font-variant-numeric: tabular-nums;
`;

export const Description = styled.p`
  margin: ${px(space.xxs, 0, 0)};
  font-size: ${tokens.fontSizes.md}px;
  line-height: ${lineHeights.relaxed};
`;
