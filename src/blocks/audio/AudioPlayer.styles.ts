import styled, { css, keyframes } from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { px, space } from '../../tokens/tokens';
import type { AudioDesign } from './audioTrack.rules';
import { focusRing } from '../../primitives/focusRing/focusRing';
import { IconButton } from '../../primitives/buttons/IconButton';

/** Every row has a fixed height, so nothing moves when the length arrives or an error shows. */
const ROW = 44;
/** The action buttons and the download link, px. */
const ACTION_PX = 32;

/** Below this width the actions take a row of their own under the slider. */
export const NARROW_PLAYER_PX = 420;

/** Sizes the player by its own column, not the window (a block may sit in a narrow column on a wide page). */
export const PlayerFrame = styled.div`
  container-type: inline-size;
`;

export const PlayerRoot = styled.div<{ $design: AudioDesign }>`
  display: grid;
  grid-template-columns: ${ROW}px minmax(0, 1fr) auto;
  grid-template-areas: 'play text actions' 'play seek seek';
  align-items: center;
  column-gap: ${space.md}px;
  row-gap: ${space.xxs}px;
  color: var(--color-text);
  font-size: ${tokens.fontSizes.base}px;

  @container (max-width: ${NARROW_PLAYER_PX}px) {
    grid-template-columns: ${ROW}px minmax(0, 1fr);
    grid-template-areas: 'play text' 'play seek' '. actions';
  }
  ${({ $design }) =>
    $design === 'legacy' &&
    css`
      padding: ${px(space.md, space.lg)};
      border: 1px solid var(--color-border);
      border-radius: ${tokens.radii.large}px;
      background: var(--color-surface);
      color: var(--color-on-surface);
    `}
`;

const showsFocus = css`
  &:focus-visible {
    ${focusRing()}
  }
`;

/** Play and pause: the round IconButton (44 px, the row's height) in the accent. */
export const RoundButton = styled(IconButton).attrs({ round: true })`
  grid-area: play;
  align-self: start;
  background: var(--color-accent);
  color: var(--color-on-accent);
`;

export const TextRow = styled.div`
  grid-area: text;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${space.sm}px;
  min-width: 0;
  min-height: 24px;
  line-height: 24px;
`;

export const Title = styled.span`
  overflow: hidden;
  font-weight: ${tokens.fontWeights.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Author = styled.span`
  overflow: hidden;
  font-size: ${tokens.fontSizes.md}px;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Actions = styled.div`
  grid-area: actions;
  display: flex;
  align-items: center;
  gap: ${space.xxs}px;
`;

/** Previous, next and mute: the IconButton at 32 px (above WCAG 2.2's 24 px minimum), so the actions fit the 44 px text row. */
export const ActionButton = styled(IconButton)`
  width: ${ACTION_PX}px;
  height: ${ACTION_PX}px;
`;

export const DownloadLink = styled.a`
  display: inline-grid;
  place-items: center;
  width: ${ACTION_PX}px;
  height: ${ACTION_PX}px;
  border-radius: ${tokens.radii.small}px;
  color: inherit;
  ${showsFocus}
`;

export const SeekRow = styled.div`
  grid-area: seek;
  display: flex;
  align-items: center;
  gap: ${space.md}px;
  min-width: 0;
  height: 24px;
`;

export const Time = styled.span<{ $chars: number }>`
  flex: none;
  min-width: ${({ $chars }) => $chars}ch;
  font-size: ${tokens.fontSizes.md}px;
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

export const ErrorMessage = styled.p`
  flex: 1;
  margin: 0;
  overflow: hidden;
  font-size: ${tokens.fontSizes.md}px;
  font-weight: ${tokens.fontWeights.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const SliderTrack = styled.div`
  position: relative;
  flex: 1;
  min-width: 48px;
  height: 24px;
  cursor: pointer;
  touch-action: none;
  border-radius: 12px;

  &[aria-disabled='true'] {
    cursor: default;
  }
  ${showsFocus}

  &::before {
    content: '';
    position: absolute;
    inset: 10px 0;
    border-radius: 2px;
    background: var(--color-border);
  }
`;

export const SliderFill = styled.div`
  position: absolute;
  top: 10px;
  left: 0;
  height: 4px;
  border-radius: 2px;
  background: var(--color-accent);
`;

export const SliderThumb = styled.div`
  position: absolute;
  top: 4px;
  width: 16px;
  height: 16px;
  margin-left: -8px;
  border: 2px solid var(--color-background);
  border-radius: 50%;
  background: var(--color-accent);
`;

const bounce = keyframes`
  0%, 100% { transform: scaleY(0.4); }
  50% { transform: scaleY(1); }
`;

/** Three bars beside the track that plays; they move while it plays, unless motion is reduced. */
export const NowPlaying = styled.span<{ $moving: boolean }>`
  display: inline-flex;
  align-items: flex-end;
  gap: ${space.hair}px;
  width: 14px;
  height: 14px;

  & > span {
    flex: 1;
    height: 100%;
    background: currentColor;
    transform-origin: bottom;
    transform: scaleY(0.7);
    ${({ $moving }) =>
      $moving &&
      css`
        animation: ${bounce} 900ms ease-in-out infinite;
      `}
  }

  & > span:nth-child(2) {
    animation-delay: -300ms;
  }

  & > span:nth-child(3) {
    animation-delay: -600ms;
  }
`;
