import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { lineHeights, px, space } from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';
import { headingText } from '../../primitives/heading/Heading';

/** Under this width of the page view (not the window), entries stack: the Narrow layout. */
export const NARROW_CART_PX = 560;

export const Page = styled.div`
  container-type: inline-size;
  color: var(--color-text);
  font-size: ${tokens.fontSizes.base}px;
  line-height: ${lineHeights.relaxed};
`;

export const Heading = styled.h1`
  ${headingText('xxl')}
  margin: ${px(0, 0, space.lg)};
`;

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(240px, 300px);
  gap: ${space.xxxl}px;
  align-items: start;

  @container (max-width: ${NARROW_CART_PX + 200}px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space.xxl}px;
  }
`;

export const EntryList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid var(--color-border);
`;

export const EntryItem = styled.li`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr) auto minmax(80px, auto) auto;
  grid-template-areas:
    'image info stepper total remove'
    'image message message message message';
  column-gap: ${space.lg}px;
  row-gap: ${space.xxs}px;
  align-items: center;
  padding: ${px(space.lg, 0, space.sm)};
  border-bottom: 1px solid var(--color-border);

  @container (max-width: ${NARROW_CART_PX}px) {
    grid-template-columns: 64px auto minmax(0, 1fr);
    grid-template-areas:
      'image info info'
      'image stepper total'
      'image remove remove'
      'message message message';
    column-gap: ${space.md}px;
  }
`;

export const Thumb = styled.div`
  grid-area: image;
  align-self: start;
  width: 100%;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${tokens.radii.small}px;
  background: var(--color-surface);
`;

export const Info = styled.div`
  grid-area: info;
  min-width: 0;
`;

export const EntryTitle = styled.p`
  margin: 0;
  font-size: ${tokens.fontSizes.base}px;
  font-weight: ${tokens.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

export const Options = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${px(0, space.md)};
  margin: ${px(space.hair, 0, 0)};
  font-size: ${tokens.fontSizes.md}px;

  div {
    display: flex;
    gap: ${space.xxs}px;
  }
  dd {
    margin: 0;
  }
`;

export const Detail = styled.p`
  margin: ${px(space.hair, 0, 0)};
  font-size: ${tokens.fontSizes.md}px;
`;

export const LineTotal = styled.p`
  grid-area: total;
  margin: 0;
  text-align: right;
  font-weight: ${tokens.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

export const StepperArea = styled.div`
  grid-area: stepper;
`;

export const RemoveArea = styled.div`
  grid-area: remove;
`;

/** A quiet text button (Remove, Undo) with a 44 px target. */
/** Remove and the other row actions: the design system's text button. */
export { TextButton } from '../../primitives/buttons/TextButton';

/** The line under an entry: its activity or the spec's failure message; one line always reserved. */
export const EntryMessage = styled.p<{ $error: boolean }>`
  grid-area: message;
  display: flex;
  align-items: center;
  gap: ${space.xs}px;
  min-height: 1.5em;
  margin: 0;
  font-size: ${tokens.fontSizes.md}px;
  font-weight: ${({ $error }) => ($error ? tokens.fontWeights.semibold : tokens.fontWeights.regular)};

  svg {
    flex: none;
    width: 16px;
    height: 16px;
  }
`;

export const RemovedItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${space.sm}px;
  padding: ${px(space.md, 0, space.xxs)};
  border-bottom: 1px solid var(--color-border);
  font-size: ${tokens.fontSizes.md}px;

  p {
    margin: 0;
  }
  ${EntryMessage} {
    flex-basis: 100%;
  }
`;

/**
 * The empty cart: one line, the heading and the way back to the store, no taller than the
 * server's own empty cart (its heading and one line), so the view swaps in without moving the page.
 */
export const Empty = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${px(space.xs, space.lg)};

  h2 {
    margin: 0;
    font-size: ${tokens.fontSizes.lg}px;
  }
  a {
    color: var(--color-text);
    font-weight: ${tokens.fontWeights.semibold};
    text-underline-offset: 3px;
  }
  a:focus-visible {
    ${focusRing()}
  }
`;
