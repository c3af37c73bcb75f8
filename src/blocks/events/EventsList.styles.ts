import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { lineHeights, px, space } from '../../tokens/tokens';

export const List = styled.section`
  color: var(--color-text);
  font-size: ${tokens.fontSizes.md}px;
  line-height: ${lineHeights.normal};
  h2 {
    margin: ${px(0, 0, space.sm)};
    font-size: ${tokens.fontSizes.xl}px;
  }
  > ol {
    margin: ${px(0, 0, space.xxl)};
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${space.md}px;
  }
`;

export const Item = styled.li`
  display: grid;
  grid-template-columns: 64px 1fr;
  gap: ${space.md}px;
  padding-bottom: ${space.md}px;
  border-bottom: 1px solid var(--color-border);
  h3 {
    margin: ${px(0, 0, space.hair)};
    font-size: ${tokens.fontSizes.base}px;
  }
  a {
    color: var(--color-link);
  }
  p {
    margin: 0;
  }
`;

/** The date badge: month over day, read out once as the full date (in the item's text). */
export const Badge = styled.div`
  box-sizing: border-box;
  width: 64px;
  height: 64px;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  border: 1px solid var(--color-border);
  border-radius: ${tokens.radii.large}px;
  span:first-child {
    font-size: ${tokens.fontSizes.xs}px;
    font-weight: ${tokens.fontWeights.semibold};
    text-transform: uppercase;
  }
  span:last-child {
    font-size: ${tokens.fontSizes.xl}px;
    font-weight: ${tokens.fontWeights.semibold};
  }
`;

export const When = styled.p`
  font-size: ${tokens.fontSizes.sm}px;
`;
