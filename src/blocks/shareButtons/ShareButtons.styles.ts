import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { px, space } from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';
import { Button } from '../../primitives/buttons/Button';

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const control = `
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  gap: ${space.sm}px;
  min-height: 40px;
  min-width: 40px;
  padding: ${px(0, space.md)};
  justify-content: center;
  border: 1px solid var(--color-border);
  border-radius: 20px;
  background: var(--color-background);
  color: var(--color-text);
  font: inherit;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    border-color: var(--color-accent);
  }
  &:focus-visible {
    ${focusRing()}
  }
  & svg {
    flex: none;
  }
`;

export const ShareLink = styled.a<{ $iconOnly: boolean }>`
  ${control}
  ${({ $iconOnly }) => ($iconOnly ? 'padding: 0;' : '')}
`;

/** The secondary Button in the links' pill look (busy while the link is copied). */
export const CopyButton = styled(Button).attrs({ $variant: 'secondary' as const })<{ $iconOnly: boolean }>`
  ${control}
  font-weight: inherit;
  ${({ $iconOnly }) => ($iconOnly ? 'padding: 0;' : '')}
`;

export const Announcer = styled.p`
  min-height: 1.5em;
  margin: ${px(space.sm, 0, 0)};
  font-size: ${tokens.fontSizes.md}px;
`;
