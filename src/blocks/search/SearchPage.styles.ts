import styled, { css, keyframes } from 'styled-components';
import { fontSizes, fontWeights, lineHeights, px, radii, space } from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';
import { Button } from '../../primitives/buttons/Button';
import { headingText } from '../../primitives/heading/Heading';

export const PageRoot = styled.div`
  display: grid;
  /* one column as wide as the page: the search field's input would otherwise widen it past a phone's screen */
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.lg}px;
  color: var(--color-text);
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** The status line: one line's height reserved, so nothing below jumps when it fills. */
export const StatusLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${space.sm}px;
  min-height: 1.5em;
  margin: 0;
  font-size: ${fontSizes.base}px;
  font-weight: ${fontWeights.medium};
  line-height: ${lineHeights.relaxed};
`;

/** A ring that turns while searching; under reduced motion it stands still. */
export const Spinner = styled.span<{ $instant: boolean }>`
  flex: none;
  width: 16px;
  height: 16px;
  border: 2px solid var(--color-border);
  border-top-color: transparent;
  border-radius: 50%;
  ${({ $instant }) =>
    !$instant &&
    css`
      animation: ${spin} 800ms linear infinite;
    `}
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${fontSizes.md}px;
  line-height: ${lineHeights.relaxed};
`;

export const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm}px;
`;

/** Show more, Try again: the design system's secondary button. */
export const SecondaryButton = styled(Button).attrs({ $variant: 'secondary' as const })`
  font-size: ${fontSizes.md}px;
`;

export const ResultList = styled.ol<{ $busy: boolean }>`
  display: grid;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid var(--color-border);
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
`;

export const ResultItem = styled.li`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: ${space.lg}px;
  align-items: start;
  padding: ${px(space.lg, 0)};
  border-bottom: 1px solid var(--color-border);

  @media (max-width: 432px) {
    grid-template-columns: 64px minmax(0, 1fr);
    gap: ${space.md}px;
  }
`;

/** The thumbnail's box, the same size for every result (space reserved before the image loads). */
export const Thumbnail = styled.div`
  width: 96px;
  height: 72px;
  overflow: hidden;
  border-radius: ${radii.small}px;
  background: var(--color-surface);

  @media (max-width: 432px) {
    width: 64px;
    height: 48px;
  }
`;

export const ResultText = styled.div`
  display: grid;
  gap: ${space.xxs}px;
  min-width: 0;
`;

export const ResultType = styled.span`
  justify-self: start;
  padding: ${px(0, space.xs)};
  border-radius: ${radii.small}px;
  background: var(--color-surface);
  color: var(--color-on-surface);
  font-size: ${fontSizes.sm}px;
  font-weight: ${fontWeights.medium};
  line-height: ${lineHeights.loose};
`;

export const ResultTitle = styled.h2`
  ${headingText('lg')}
  a {
    color: var(--color-link);
    text-decoration: underline;
    text-underline-offset: 2px;
    overflow-wrap: anywhere;
  }

  a:focus-visible {
    ${focusRing()}
  }
`;

export const ResultExcerpt = styled.p`
  margin: 0;
  font-size: ${fontSizes.md}px;
  line-height: ${lineHeights.relaxed};
`;
