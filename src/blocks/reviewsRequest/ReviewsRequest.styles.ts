import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { fontWeights, lineHeights, px, radii, space } from '../../tokens/tokens';

export const PageRoot = styled.div`
  font-family: var(--font-family, system-ui, sans-serif);
  color: var(--color-text);
  max-width: 720px;
`;

export const Reviewer = styled.p`
  margin: ${px(0, 0, space.lg)};
`;

export const ProductList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.xxl}px;
`;

export const ProductCard = styled.li`
  border: 1px solid var(--color-border);
  border-radius: 6px;
  padding: ${space.lg}px;
`;

export const ProductHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.lg}px;
  margin-bottom: ${space.lg}px;
`;

/** The product image's box: its size is reserved before the image loads. */
export const Thumb = styled.div`
  flex: none;
  width: 80px;
  height: 80px;
  border-radius: ${radii.small}px;
  overflow: hidden;
  background: var(--color-surface);
`;

export const ProductTitle = styled.h2`
  margin: 0;
  font-size: ${tokens.fontSizes.lg}px;
  line-height: ${lineHeights.snug};
`;

export const Variant = styled.p`
  margin: ${px(space.xxs, 0, 0)};
`;

export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xl}px;
`;

export const RatingLabel = styled.span`
  display: block;
  margin-bottom: ${space.hair}px;
`;

/** A page state or a product already reviewed: a plain, bordered message. */
export const StateMessage = styled.p`
  margin: 0;
  padding: 12px 14px;
  border: 2px solid var(--color-border);
  border-radius: ${radii.small}px;
  font-weight: ${fontWeights.semibold};
`;

export const Thanks = styled.div`
  padding: ${px(space.xxs, 0)};

  /* focus moves here so it is read out; it is not a control, so it draws no ring */
  &:focus,
  &:focus-visible {
    outline: none;
  }
  & p {
    margin: ${px(0, 0, space.xs)};
  }
  & p:first-child {
    font-weight: ${fontWeights.semibold};
    font-size: 1.1em;
  }
`;
