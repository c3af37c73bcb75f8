import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { lineHeights, px, space } from '../../tokens/tokens';

export const PriceRoot = styled.p<{ $size: 'regular' | 'large' }>`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 10px;
  color: var(--color-text);
  font-size: ${({ $size }) => ($size === 'large' ? tokens.fontSizes.xl : tokens.fontSizes.base)}px;
  font-variant-numeric: tabular-nums;
  line-height: ${lineHeights.normal};
`;

export const Amount = styled.span`
  font-weight: ${tokens.fontWeights.medium};
`;

/** The price a shopper pays on sale, in the link colour (safe contrast in both section themes). */
export const SaleAmount = styled.span`
  color: var(--color-link);
  font-weight: ${tokens.fontWeights.semibold};
`;

export const OriginalAmount = styled.s`
  font-size: 0.85em;
  font-weight: ${tokens.fontWeights.regular};
`;

export const SaleMark = styled.span`
  align-self: center;
  padding: ${px(space.hair, space.sm)};
  border-radius: ${tokens.radii.small}px;
  background: var(--color-accent);
  color: var(--color-on-accent);
  font-size: ${tokens.fontSizes.sm}px;
  font-weight: ${tokens.fontWeights.semibold};
  letter-spacing: 0.02em;
  text-transform: uppercase;
`;
