import styled from 'styled-components';
import { focusRing } from '../focusRing/focusRing';
import { Button } from '../buttons/Button';

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

/** A 44 px control button (the secondary Button around an icon); disabled at the first and last slide when the gallery does not loop. */
export const ControlButton = styled(Button).attrs({ $variant: 'secondary' as const })`
  padding: 0;
`;
