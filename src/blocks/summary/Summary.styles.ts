import styled, { css } from 'styled-components';
import { GalleryRegion } from '../../primitives/carousel/GalleryChrome';
import type { SummaryVariant } from './summary.rules';
import * as tokens from '../../tokens/tokens';
import { lineHeights, px, space } from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';

/** The space between items (px). */
export const SUMMARY_GAP_PX = 24;

const ITEM = '.summary-item, [data-summary-placeholder]';

const variantLayout: Record<SummaryVariant, ReturnType<typeof css>> = {
  // masonry-like: items fill columns top to bottom, each image at its own ratio
  wall: css`
    [data-summary-list] {
      columns: var(--summary-columns);
      column-gap: var(--summary-gap);
    }
    :is(${ITEM}) {
      break-inside: avoid;
      margin-bottom: var(--summary-gap);
    }
  `,
  grid: css`
    [data-summary-list] {
      display: grid;
      grid-template-columns: repeat(var(--summary-columns), minmax(0, 1fr));
      gap: var(--summary-gap);
    }
  `,
  // image beside text, one item to a row; stacked in a narrow container
  list: css`
    [data-summary-list] {
      display: grid;
      gap: var(--summary-gap);
    }
    :is(${ITEM}) {
      grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
      column-gap: var(--summary-gap);
      align-items: start;
    }
    :is(${ITEM}) > :not(.summary-thumbnail-container) {
      grid-column: 2;
    }
    .summary-thumbnail-container {
      grid-row: 1 / span 4;
    }
    &[data-narrow] :is(${ITEM}) {
      grid-template-columns: minmax(0, 1fr);
    }
    &[data-narrow] :is(${ITEM}) > * {
      grid-column: 1;
    }
    &[data-narrow] .summary-thumbnail-container {
      grid-row: auto;
    }
  `,
  // a horizontal track of groups, moved by the shown group
  carousel: css`
    [data-summary-list] {
      display: flex;
      gap: var(--summary-gap);
      transform: translateX(calc(var(--summary-group, 0) * -1 * (100% + var(--summary-gap))));
      transition: transform 0.3s ease-out;
    }
    &[data-reduced-motion] [data-summary-list] {
      transition: none;
    }
    :is(${ITEM}) {
      flex: 0 0 calc((100% - (var(--summary-columns) - 1) * var(--summary-gap)) / var(--summary-columns));
      min-width: 0;
    }
  `,
};

/** The block in every state: its variant's layout of the server's items (and of the placeholders). */
export const SummaryRoot = styled.div<{ $variant: SummaryVariant }>`
  --summary-gap: ${SUMMARY_GAP_PX}px;
  color: var(--color-text);
  &:focus {
    outline: none;
  }
  &:focus-visible {
    ${focusRing()}
  }
  .summary-heading,
  [data-summary-placeholder-heading] {
    margin: ${px(0, 0, space.lg)};
    font-size: ${tokens.fontSizes.xl}px;
    line-height: ${lineHeights.snug};
    font-weight: ${tokens.fontWeights.semibold};
  }
  [data-summary-list] {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  :is(${ITEM}) {
    display: grid;
    gap: ${space.xs}px;
    align-content: start;
    margin: 0;
  }
  .summary-thumbnail-container {
    display: block;
    margin-bottom: ${space.xs}px;
    overflow: hidden;
    border-radius: ${tokens.radii.small}px;
  }
  .summary-thumbnail-container img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${({ $variant }) => ($variant === 'wall' ? 'auto' : 'var(--summary-image-ratio)')};
    object-fit: cover;
  }
  .summary-title-link {
    color: inherit;
    font-size: ${tokens.fontSizes.lg}px;
    line-height: ${lineHeights.snug};
    font-weight: ${tokens.fontWeights.semibold};
    text-decoration: none;
  }
  .summary-title-link:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    ${focusRing()}
  }
  .summary-metadata,
  time {
    font-size: ${tokens.fontSizes.sm}px;
    line-height: ${lineHeights.normal};
  }
  .summary-excerpt,
  .summary-content p {
    margin: 0;
    font-size: ${tokens.fontSizes.md}px;
    line-height: ${lineHeights.relaxed};
  }
  .summary-content {
    display: grid;
    gap: ${space.xs}px;
  }
  ${({ $variant }) => variantLayout[$variant]}
`;

/** The carousel's frame: the focusable region around the track and its controls. */
export const CarouselRegion = styled(GalleryRegion)`
  position: relative;
`;

/** Clips the track to the shown group (a few px spare, so focus rings inside are not cut). */
export const CarouselViewport = styled.div`
  overflow: hidden;
  padding: ${space.xxs}px;
  margin: -4px;
  touch-action: pan-y;
`;

export const EditorHint = styled.p`
  margin: 0;
  padding: ${space.xxl}px;
  text-align: center;
  border: 1px dashed var(--color-border);
  border-radius: ${tokens.radii.small}px;
`;
