import styled from 'styled-components';
import { radii, fontSizes, fontWeights } from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';

export const SearchForm = styled.form`
  display: flex;
  gap: 8px;
  align-items: stretch;
  width: 100%;
  max-width: 640px;
  color: var(--color-text);
`;

export const SearchInput = styled.input`
  flex: 1 1 auto;
  min-width: 0;
  min-height: 44px;
  margin: 0;
  padding: 8px 12px;
  border: 1px solid var(--color-border);
  border-radius: ${radii.small}px;
  background: var(--color-background);
  color: var(--color-text);
  font: inherit;
  font-size: ${fontSizes.base}px;

  &::placeholder {
    color: var(--color-text);
    opacity: 0.75;
  }

  &:focus-visible {
    ${focusRing()}
  }
`;

export const SearchButton = styled.button`
  flex: none;
  min-height: 44px;
  margin: 0;
  padding: 8px 16px;
  border: 0;
  border-radius: ${radii.small}px;
  background: var(--color-accent);
  color: var(--color-on-accent);
  font: inherit;
  font-size: ${fontSizes.base}px;
  font-weight: ${fontWeights.medium};
  cursor: pointer;

  &:focus-visible {
    ${focusRing()}
  }
`;
