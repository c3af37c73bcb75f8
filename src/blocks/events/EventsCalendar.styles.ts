import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { px, space } from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';

/** A day's row height, and under NARROW_CALENDAR_PX of the calendar's own width (a page's stand-in reserves a month of five weeks of them). */
export const DAY_ROW_PX = 88;
export const NARROW_DAY_ROW_PX = 48;
export const NARROW_CALENDAR_PX = 560;

export const Calendar = styled.section`
  container-type: inline-size;
  color: var(--color-text);
  font-size: ${tokens.fontSizes.md}px;
  line-height: 1.35;
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm}px;
  margin-bottom: ${space.sm}px;
  h2 {
    margin: 0;
    font-size: ${tokens.fontSizes.xl}px;
  }
`;

export const Grid = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  th {
    padding: ${space.xxs}px;
    font-size: ${tokens.fontSizes.sm}px;
    font-weight: ${tokens.fontWeights.semibold};
    text-align: left;
  }
  th abbr {
    text-decoration: none;
  }
`;

export const Day = styled.td<{ $inMonth: boolean; $selected: boolean }>`
  height: ${DAY_ROW_PX}px;
  padding: ${space.xxs}px;
  vertical-align: top;
  border: 1px solid var(--color-border);
  background: ${({ $selected }) => ($selected ? 'var(--color-surface)' : 'transparent')};
  color: ${({ $selected }) => ($selected ? 'var(--color-on-surface)' : 'inherit')};
  opacity: ${({ $inMonth }) => ($inMonth ? 1 : 0.75)};
  cursor: pointer;
  &:focus-visible {
    ${focusRing({ inset: true })}
  }
  @container (max-width: ${NARROW_CALENDAR_PX}px) {
    height: ${NARROW_DAY_ROW_PX}px;
  }
`;

export const DayNumber = styled.span<{ $today: boolean }>`
  display: inline-block;
  min-width: 24px;
  font-weight: ${({ $today }) => ($today ? tokens.fontWeights.semibold : tokens.fontWeights.regular)};
  text-decoration: ${({ $today }) => ($today ? 'underline' : 'none')};
  text-underline-offset: 3px;
`;

/** Event titles in the cell on wide calendars; a count on narrow ones (the day's list below has them). */
export const CellEvents = styled.ul`
  margin: ${px(space.hair, 0, 0)};
  padding: 0;
  list-style: none;
  font-size: ${tokens.fontSizes.sm}px;
  li {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  @container (max-width: ${NARROW_CALENDAR_PX}px) {
    display: none;
  }
`;

export const CellCount = styled.span`
  display: none;
  font-size: ${tokens.fontSizes.xs}px;
  font-weight: ${tokens.fontWeights.semibold};
  @container (max-width: ${NARROW_CALENDAR_PX}px) {
    display: block;
  }
`;

export const DayAgenda = styled.div`
  margin-top: ${space.md}px;
  h3,
  h4,
  h5 {
    margin: ${px(0, 0, space.xxs)};
    font-size: ${tokens.fontSizes.base}px;
  }
  ul {
    margin: 0;
    padding-left: ${space.xl}px;
  }
  p {
    margin: 0;
  }
  a {
    color: var(--color-link);
  }
`;
