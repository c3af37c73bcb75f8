import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { px, space } from '../../tokens/tokens';
import { buttonBase } from '../../primitives/buttons/buttonBase';

export const PricingRoot = styled.div`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.lg}px;
  color: var(--color-text);
`;

/** Two equal halves, so the thumb slides by exactly its own width. */
export const Track = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: 1fr 1fr;
  padding: 3px;
  border: 2px solid var(--color-text);
  border-radius: 999px;
`;

export const Thumb = styled.span<{ $index: 0 | 1; $animate: boolean }>`
  position: absolute;
  top: 3px;
  bottom: 3px;
  left: 3px;
  width: calc(50% - 3px);
  border-radius: 999px;
  background: var(--color-accent);
  transform: translateX(${({ $index }) => $index * 100}%);
  transition: ${({ $animate }) => ($animate ? `transform ${tokens.transitionTimes.fast}ms ease-out` : 'none')};
`;

export const OptionButton = styled.button<{ $checked: boolean }>`
  ${buttonBase()}
  position: relative;
  min-height: 40px;
  padding: ${px(space.sm, space.xl)};
  border: 0;
  border-radius: 999px;
  background: none;
  color: ${({ $checked }) => ($checked ? 'var(--color-on-accent)' : 'var(--color-text)')};
  font-size: ${tokens.fontSizes.md}px;
  font-weight: ${tokens.fontWeights.semibold};
`;

export const PriceLine = styled.p`
  margin: 0;
  display: flex;
  align-items: baseline;
  gap: ${space.sm}px;
  font-variant-numeric: tabular-nums;
`;

export const PriceAmount = styled.span`
  font-size: ${tokens.fontSizes.hero}px;
  font-weight: ${tokens.fontWeights.semibold};
`;

export const PriceNote = styled.span`
  font-size: ${tokens.fontSizes.md}px;
`;
