import styled from 'styled-components';
import { fontSizes, px, radii, space, targetSize } from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';
import { Button } from '../../primitives/buttons/Button';

export const SearchForm = styled.form`
  display: flex;
  gap: ${space.sm}px;
  align-items: stretch;
  width: 100%;
  max-width: 640px;
  color: var(--color-text);
`;

export const SearchInput = styled.input`
  flex: 1 1 auto;
  min-width: 0;
  min-height: ${targetSize.minPx}px;
  margin: 0;
  padding: ${px(space.sm, space.md)};
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

/** The primary Button beside the field. */
export const SearchButton = styled(Button).attrs({ $variant: 'primary' as const })`
  flex: none;
  font-size: ${fontSizes.base}px;
`;
