import styled from 'styled-components';
import { tokens } from '../../tokens/tokens';

export const PageRoot = styled.div`
  font-family: var(--font-family, system-ui, sans-serif);
  color: var(--color-text);
  max-width: 720px;
`;

export const Reviewer = styled.p`
  margin: 0 0 16px;
`;

export const ProductList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

export const ProductCard = styled.li`
  border: 1px solid var(--color-border);
  border-radius: 6px;
  padding: 16px;
`;

export const ProductHeader = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-bottom: 16px;
`;

/** The product image's box: its size is reserved before the image loads. */
export const Thumb = styled.div`
  flex: none;
  width: 80px;
  height: 80px;
  border-radius: 4px;
  overflow: hidden;
  background: var(--color-surface);
`;

export const ProductTitle = styled.h2`
  margin: 0;
  font-size: ${tokens.fontSizes.lg}px;
  line-height: 1.3;
`;

export const Variant = styled.p`
  margin: 4px 0 0;
`;

export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

export const RatingLabel = styled.span`
  display: block;
  margin-bottom: 2px;
`;

/** A page state or a product already reviewed: a plain, bordered message. */
export const StateMessage = styled.p`
  margin: 0;
  padding: 12px 14px;
  border: 2px solid var(--color-border);
  border-radius: 4px;
  font-weight: 600;
`;

export const Thanks = styled.div`
  padding: 4px 0;

  /* focus moves here so it is read out; it is not a control, so it draws no ring */
  &:focus,
  &:focus-visible {
    outline: none;
  }
  & p {
    margin: 0 0 6px;
  }
  & p:first-child {
    font-weight: 600;
    font-size: 1.1em;
  }
`;
