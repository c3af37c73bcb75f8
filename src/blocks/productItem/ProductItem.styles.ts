import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { lineHeights, radii, space } from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';
import { headingText } from '../../primitives/heading/Heading';

/** Under this width of the view (not the window), the image sits above the details: the Narrow layout. */
export const NARROW_ITEM_PX = 560;

export const ItemRoot = styled.article`
  container-type: inline-size;
  color: var(--color-text);
  font-family: var(--font-family, system-ui, sans-serif);
  font-size: ${tokens.fontSizes.base}px;
  line-height: ${lineHeights.relaxed};
  /* native select lists drawn for the section's light or dark theme */
  color-scheme: ${({ theme }) => (theme.sectionTheme === 'dark' ? 'dark' : 'light')};
`;

export const ItemLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${space.xxxl}px;
  align-items: start;

  @container (max-width: ${NARROW_ITEM_PX}px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space.lg}px;
  }
`;

/** The image's box, reserved from its dimensions before it loads. */
export const ImageBox = styled.div<{ $ratio: string }>`
  aspect-ratio: ${({ $ratio }) => $ratio};
  background: var(--color-surface);
  overflow: hidden;

  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.lg}px;
  min-width: 0;
`;

export const Title = styled.h1`
  ${headingText('xxl')}
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.xxs}px;

  & > label,
  & > span {
    font-weight: ${tokens.fontWeights.semibold};
  }
`;

export const OptionSelect = styled.select`
  box-sizing: border-box;
  width: 100%;
  max-width: 320px;
  padding: 10px 12px;
  border: 1px solid var(--color-border);
  border-radius: ${radii.small}px;
  background: var(--color-background);
  color: var(--color-text);
  font: inherit;

  &:focus-visible {
    ${focusRing()}
  }
`;

/** The choice message and stock note: one line each, always there so nothing moves. */
export const Note = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-size: 0.95em;
`;

export const Description = styled.div`
  margin: 0;
  white-space: pre-line;
`;
