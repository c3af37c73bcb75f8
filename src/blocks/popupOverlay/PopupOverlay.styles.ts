import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { fixedColors, lineHeights, px, shade, space } from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';
import { headingText } from '../../primitives/heading/Heading';
import { IconButton } from '../../primitives/buttons/IconButton';

/** Width of the panel, px: wider when an image sits beside the text (our choice; the spec gives none). */
export const POPUP_OVERLAY_WIDTH = { text: 480, withImage: 760 } as const;
/** Below this viewport width the image sits above the text. */
const SIDE_BY_SIDE_MIN_PX = 640;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: ${shade('scrim')};
`;

export const Panel = styled.div<{ $withImage: boolean }>`
  box-sizing: border-box;
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(${({ $withImage }) => ($withImage ? POPUP_OVERLAY_WIDTH.withImage : POPUP_OVERLAY_WIDTH.text)}px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  overflow: auto;
  display: grid;
  grid-template-columns: 1fr;
  border-radius: ${tokens.radii.large}px;
  background: var(--color-background);
  color: var(--color-text);
  font-family: var(--font-family, inherit);
  box-shadow:
    0 0 0 1px ${fixedColors.hairlineSoft},
    0 16px 48px ${shade('deep')};
  &:focus-visible {
    ${focusRing()}
  }
  @media (min-width: ${SIDE_BY_SIDE_MIN_PX}px) {
    grid-template-columns: ${({ $withImage }) => ($withImage ? '5fr 6fr' : '1fr')};
  }
`;

/**
 * The image's box never waits for the image: a fixed 200 px band above the text on
 * small screens, the panel's full height beside it on wide ones; the picture is cropped
 * to fill it.
 */
export const Figure = styled.figure`
  margin: 0;
  width: 100%;
  height: 200px;
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  @media (min-width: ${SIDE_BY_SIDE_MIN_PX}px) {
    height: auto;
    min-height: 100%;
  }
`;

export const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.md}px;
  padding: 40px 32px 32px;
`;

export const Title = styled.h2`
  ${headingText('hero')}
  padding-right: ${space.xxxl}px;
`;

export const Body = styled.div`
  font-size: ${tokens.fontSizes.base}px;
  line-height: ${lineHeights.relaxed};
  p {
    margin: ${px(0, 0, space.sm)};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

export const Slot = styled.div`
  margin-top: ${space.sm}px;
`;

/** The round IconButton on the panel's background at its top corner, its ring inside (the panel clips). */
export const CloseButton = styled(IconButton).attrs({ round: true, surface: true, insetFocus: true })`
  position: absolute;
  top: ${space.sm}px;
  right: ${space.sm}px;
  &:hover {
    background: color-mix(in srgb, var(--color-text) 10%, var(--color-background));
  }
`;
