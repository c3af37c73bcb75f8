import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';

/** The frame's box: its height reserved from the ratio before anything loads, so nothing below moves. */
export const FrameBox = styled.div<{ $ratio: number }>`
  position: relative;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  border-radius: ${tokens.radii.small}px;
  overflow: hidden;
  background: var(--color-surface);
  color: var(--color-on-surface);
`;

/** Shown under the frame until it has loaded. */
export const Placeholder = styled.p`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  margin: 0;
  font-size: ${tokens.fontSizes.md}px;
`;

export const Frame = styled.iframe<{ $loaded: boolean; $animate: boolean }>`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  border: 0;
  opacity: ${({ $loaded }) => ($loaded ? 1 : 0)};
  transition: ${({ $animate }) => ($animate ? `opacity ${tokens.transitionTimes.fast}ms linear` : 'none')};
`;
