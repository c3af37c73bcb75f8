import styled, { css } from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { lineHeights, px, space } from '../../tokens/tokens';

export type BlogLayout = 'list' | 'grid';

export const Root = styled.section`
  container-type: inline-size;
  color: var(--color-text);
  font-size: ${tokens.fontSizes.md}px;
  line-height: ${lineHeights.normal};
  > ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  > p {
    margin: 0;
  }
`;

export const Posts = styled.ol<{ $layout: BlogLayout }>`
  display: grid;
  gap: ${space.xxl}px;
  ${({ $layout }) =>
    $layout === 'grid' &&
    css`
      grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    `}
`;

export const Card = styled.li<{ $layout: BlogLayout }>`
  display: grid;
  gap: ${px(space.sm, space.lg)};
  align-content: start;
  ${({ $layout }) =>
    $layout === 'list' &&
    css`
      grid-template-columns: 160px minmax(0, 1fr);
      padding-bottom: ${space.xxl}px;
      border-bottom: 1px solid var(--color-border);
      @container (max-width: 480px) {
        grid-template-columns: minmax(0, 1fr);
      }
      /* a post without an image: its text takes the whole row */
      > div:only-child {
        grid-column: 1 / -1;
      }
    `}
  h2 {
    margin: ${px(0, 0, space.xxs)};
    font-size: ${tokens.fontSizes.lg}px;
  }
  a {
    color: var(--color-link);
  }
  p {
    margin: ${px(0, 0, space.xxs)};
  }
`;

/** Every card's image in the same 3:2 box (cropped to fill), held before the image arrives. */
export const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  border-radius: ${tokens.radii.small}px;
  object-fit: cover;
`;

export const Meta = styled.p`
  font-size: ${tokens.fontSizes.sm}px;
`;

export const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xxs}px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${px(0, space.sm)};
    border: 1px solid var(--color-border);
    border-radius: ${tokens.radii.large}px;
    font-size: ${tokens.fontSizes.sm}px;
  }
`;
