import styled from 'styled-components';
import { tokens } from '../../tokens/tokens';

export const List = styled.section`
  color: var(--color-text);
  font-size: ${tokens.fontSizes.md}px;
  line-height: 1.4;
  h2 {
    margin: 0 0 8px;
    font-size: ${tokens.fontSizes.xl}px;
  }
  > ol {
    margin: 0 0 24px;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 12px;
  }
`;

export const Item = styled.li`
  display: grid;
  grid-template-columns: 64px 1fr;
  gap: 12px;
  padding-bottom: 12px;
  border-bottom: 1px solid var(--color-border);
  h3 {
    margin: 0 0 2px;
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
