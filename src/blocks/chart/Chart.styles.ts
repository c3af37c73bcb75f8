import styled, { css, keyframes } from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { px, space } from '../../tokens/tokens';
import { CHART_ASPECT, LABEL_FONT_PX, MAX_CHART_HEIGHT, MIN_CHART_HEIGHT } from './layout.math';
import { Button } from '../../primitives/buttons/Button';

export const Figure = styled.figure`
  margin: 0;
  color: var(--color-text);
  font-family: var(--font-family);
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${px(space.sm, space.lg)};
  margin-bottom: ${space.md}px;
`;

export const Caption = styled.figcaption`
  font-size: ${tokens.fontSizes.lg}px;
  font-weight: ${tokens.fontWeights.medium};
  line-height: 1.35;
`;

/** Show the data table: a compact secondary button at the end of the chart's header. */
export const ToggleButton = styled(Button).attrs({ $variant: 'secondary' as const, $compact: true })`
  margin-inline-start: auto;
  font-size: ${tokens.fontSizes.sm}px;
`;

/** The plot's box: its height is reserved by CSS with the same rule as chartHeight(), so nothing shifts once measured. */
export const Plot = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: ${1 / CHART_ASPECT};
  min-height: ${MIN_CHART_HEIGHT}px;
  max-height: ${MAX_CHART_HEIGHT}px;

  & > svg {
    position: absolute;
    inset: 0;
    overflow: visible;
  }
`;

const enter = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const Picture = styled.svg<{ $animate: boolean }>`
  font-size: ${LABEL_FONT_PX}px;

  text {
    fill: var(--color-text);
  }

  .axis {
    stroke: var(--color-text);
  }

  .grid {
    stroke: var(--color-border);
    stroke-opacity: 0.35;
  }

  .marks {
    ${({ $animate }) =>
      $animate &&
      css`
        animation: ${enter} ${tokens.transitionTimes.slow}ms ease-out;
      `}
  }
`;

/** The focusable data points, over the picture: transparent until hovered or focused. */
export const Targets = styled.svg`
  [data-point] {
    fill: transparent;
    stroke: transparent;
    stroke-width: 3px;
    pointer-events: all;
    cursor: default;
  }

  [data-point]:hover {
    stroke: var(--color-border);
  }

  [data-point]:focus {
    outline: none;
  }

  /* the text colour: the focus colour can be a series' own */
  [data-point]:focus-visible {
    stroke: var(--color-text);
  }
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${px(space.xs, space.lg)};
  margin: ${px(space.md, 0, 0)};
  padding: 0;
  list-style: none;
  font-size: ${tokens.fontSizes.sm}px;

  li {
    display: flex;
    align-items: center;
    gap: ${space.xs}px;
  }

  svg {
    flex: none;
  }
`;

export const Notes = styled.div`
  margin-top: ${space.sm}px;
  font-size: ${tokens.fontSizes.sm}px;

  p {
    margin: 0;
  }
`;

export const Message = styled.p`
  display: flex;
  align-items: center;
  min-height: ${MIN_CHART_HEIGHT / 2}px;
  margin: 0;
  padding: ${space.lg}px;
  border: 1px dashed var(--color-border);
  border-radius: ${tokens.radii.small}px;
  font-size: ${tokens.fontSizes.base}px;
`;

export const TableScroll = styled.div`
  overflow-x: auto;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${tokens.fontSizes.sm}px;

  caption {
    padding-bottom: ${space.sm}px;
    text-align: start;
    font-weight: ${tokens.fontWeights.medium};
  }

  th,
  td {
    padding: 6px 10px;
    border-bottom: 1px solid var(--color-border);
    text-align: start;
  }

  td {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  thead th:not(:first-child) {
    text-align: end;
  }
`;
