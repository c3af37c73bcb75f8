import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { px, space } from '../../tokens/tokens';
import { buttonBase } from '../../primitives/buttons/buttonBase';
import { headingText } from '../../primitives/heading/Heading';

export const AlbumRoot = styled.div`
  display: grid;
  gap: ${space.md}px;
  color: var(--color-text);
`;

export const AlbumHeading = styled.h3`
  ${headingText('xl')}
`;

export const AlbumArtist = styled.p`
  margin: -8px 0 0;
  font-size: ${tokens.fontSizes.md}px;
`;

/** Rows of the track list shown before it scrolls (a long album keeps the page short). */
export const VISIBLE_TRACK_ROWS = 10;
const ROW_HEIGHT = 41;

export const TrackList = styled.ol`
  position: relative;
  max-height: ${VISIBLE_TRACK_ROWS * ROW_HEIGHT}px;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  list-style: none;
  border-top: 1px solid var(--color-border);
`;

export const TrackItem = styled.li`
  border-bottom: 1px solid var(--color-border);
`;

export const TrackButton = styled.button`
  ${buttonBase({ insetFocus: true })}
  display: grid;
  grid-template-columns: 2.5ch 16px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${space.sm}px;
  width: 100%;
  height: 40px;
  padding: ${px(0, space.xxs)};
  border: 0;
  background: none;
  color: inherit;
  font-size: ${tokens.fontSizes.md}px;
  text-align: start;

  &[aria-current='true'] {
    background: var(--color-surface);
    color: var(--color-on-surface);
    font-weight: ${tokens.fontWeights.semibold};
  }
`;

export const TrackNumber = styled.span`
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

export const TrackTitle = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const TrackLength = styled.span`
  font-variant-numeric: tabular-nums;
`;

export const CapNote = styled.p`
  margin: 0;
  font-size: ${tokens.fontSizes.md}px;
`;
