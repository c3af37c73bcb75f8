import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { px, space } from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';

/** The social gallery in every state: a grid of square images (the placeholders the same squares). */
export const SocialGalleryRoot = styled.div`
  color: var(--color-text);
  &:focus {
    outline: none;
  }
  &:focus-visible {
    ${focusRing()}
  }
  h1,
  h2,
  h3,
  h4 {
    margin: ${px(0, 0, space.lg)};
    font-size: ${tokens.fontSizes.xl}px;
    font-weight: ${tokens.fontWeights.semibold};
  }
  [data-summary-list] {
    display: grid;
    grid-template-columns: repeat(var(--social-columns), minmax(0, 1fr));
    gap: ${space.sm}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .social-gallery-item,
  [data-summary-placeholder] {
    display: block;
    aspect-ratio: 1;
    overflow: hidden;
    border-radius: ${tokens.radii.small}px;
  }
  .social-gallery-item img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .social-gallery-item:focus-visible {
    ${focusRing()}
  }
`;
