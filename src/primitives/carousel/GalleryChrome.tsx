import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { focusRing } from '../focusRing/focusRing';

/** The focusable region that wraps a slide-by-slide gallery (carousel, slideshow, strip). */
export const GalleryRegion = styled.section`
  &:focus-visible {
    ${focusRing()}
  }
`;

/** The row of previous / next (and play / pause) controls under a gallery. */
export const ControlBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 8px;
`;

/** A 44 px control button; disabled at the first and last slide when the gallery does not loop. */
export const ControlButton = styled.button`
  font: inherit;
  min-width: 44px;
  min-height: 44px;
  border-radius: ${tokens.radii.small}px;
  border: 1px solid var(--color-border);
  background: var(--color-background);
  color: var(--color-text);
  cursor: pointer;
  &:disabled {
    cursor: default;
    opacity: 0.45;
  }
  &:focus-visible {
    ${focusRing()}
  }
`;
