import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { lineHeights, space } from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';
import { headingText } from '../../primitives/heading/Heading';

/** The access page and the denied page: text in the section's colours, links underlined. */
export const PageRoot = styled.section`
  display: grid;
  gap: ${space.xxl}px;
  justify-items: start;
  max-width: 960px;
  color: var(--color-text);
  font-family: var(--font-family, system-ui, sans-serif);

  & a {
    color: var(--color-link);
    text-underline-offset: 3px;
  }

  & a:focus-visible {
    ${focusRing()}
  }
`;

/** A div, not a header: a site's stylesheet styles its page header by the element (width, padding). */
export const Intro = styled.div`
  display: grid;
  gap: ${space.sm}px;
`;

export const Title = styled.h1`
  ${headingText('hero')}
`;

export const Description = styled.p`
  margin: 0;
  max-width: 60ch;
  font-size: ${tokens.fontSizes.base}px;
  line-height: ${lineHeights.relaxed};
`;

/** Cards side by side where they fit, one column on a phone. */
export const PlanList = styled.ul`
  justify-self: stretch;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${space.lg}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PlanCard = styled.li`
  display: grid;
  grid-template-rows: auto 1fr auto auto;
  gap: ${space.md}px;
  padding: ${space.xl}px;
  border: 1px solid var(--color-border);
  border-radius: ${tokens.radii.large}px;
  background: var(--color-background);
`;

export const PlanTitle = styled.h2`
  ${headingText('xl')}
`;

export const PlanDescription = styled.p`
  margin: 0;
  font-size: ${tokens.fontSizes.md}px;
  line-height: ${lineHeights.relaxed};
`;

/** The price; two lines are always reserved (amount and period, payments), so a toggle never moves the button. */
export const Price = styled.p`
  margin: 0;
  display: grid;
  min-height: calc(2 * 1.4em + 12px);
  font-variant-numeric: tabular-nums;
  line-height: ${lineHeights.normal};
`;

export const PriceMain = styled.span`
  display: flex;
  align-items: baseline;
  gap: ${space.xs}px;
`;

export const Amount = styled.span`
  font-size: ${tokens.fontSizes.display}px;
  font-weight: ${tokens.fontWeights.semibold};
`;

export const Period = styled.span`
  font-size: ${tokens.fontSizes.md}px;
`;

export const Payments = styled.span`
  font-size: ${tokens.fontSizes.md}px;
`;

export const OtherPrices = styled.span`
  display: block;
  font-size: ${tokens.fontSizes.sm}px;
`;

export const SignIn = styled.p`
  margin: 0;
  font-size: ${tokens.fontSizes.base}px;
`;
