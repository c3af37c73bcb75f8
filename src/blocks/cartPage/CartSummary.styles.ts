import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { space } from '../../tokens/tokens';
import { headingText } from '../../primitives/heading/Heading';

export const SummaryBox = styled.section`
  display: grid;
  gap: ${space.md}px;
  padding: ${space.xl}px;
  border: 1px solid var(--color-border);
  border-radius: ${tokens.radii.large}px;

  button[data-checkout-button] {
    width: 100%;
  }
`;

export const SummaryHeading = styled.h2`
  ${headingText('lg')}
`;

export const SummaryList = styled.dl`
  display: grid;
  gap: ${space.xs}px;
  margin: 0;
  font-variant-numeric: tabular-nums;

  div {
    display: flex;
    justify-content: space-between;
    gap: ${space.md}px;
  }
  dd {
    margin: 0;
    text-align: right;
  }
  div[data-total] {
    margin-top: ${space.xs}px;
    padding-top: 10px;
    border-top: 1px solid var(--color-border);
    font-size: ${tokens.fontSizes.lg}px;
    font-weight: ${tokens.fontWeights.semibold};
  }
`;

/** What the summary waits for; one line always reserved, so Checkout never moves. */
export const SummaryNote = styled.p`
  min-height: 1.5em;
  margin: 0;
  font-size: ${tokens.fontSizes.md}px;
`;
