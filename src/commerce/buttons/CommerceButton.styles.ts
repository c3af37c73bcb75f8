import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { lineHeights, space } from '../../tokens/tokens';
import { Button } from '../../primitives/buttons/Button';

export type CommerceButtonLook = 'primary' | 'secondary';

/**
 * The store's buttons: filled in the site accent (primary) or outlined (secondary).
 * Labels that change (Add to cart → Adding…) are stacked in one grid cell, so the
 * button keeps the width of its longest label and nothing moves. A Button in the store's
 * look; `$busy` while its call runs, the busy label (Adding…) its mark, as the ring would
 * take a cell of the grid.
 */
export const CommerceButton = styled(Button)<{ $look: CommerceButtonLook }>`
  display: inline-grid;
  justify-items: center;
  padding: 10px 22px;
  border: 2px solid var(--color-accent);
  background: ${({ $look }) => ($look === 'primary' ? 'var(--color-accent)' : 'transparent')};
  color: ${({ $look }) => ($look === 'primary' ? 'var(--color-on-accent)' : 'var(--color-text)')};
  font-size: ${tokens.fontSizes.base}px;
  font-weight: ${tokens.fontWeights.semibold};

  &:hover:not(:disabled):not([aria-disabled='true']) {
    text-decoration: underline;
    text-underline-offset: 3px;
  }

  &:disabled {
    border-color: var(--color-text);
    background: var(--color-background);
    color: var(--color-text);
    opacity: 1;
  }

  &[data-busy]::before {
    display: none;
  }
`;

/** One label of a button whose label changes; all of them share the grid cell. */
export const StackedLabel = styled.span<{ $shown: boolean }>`
  grid-area: 1 / 1;
  visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};
`;

export const ButtonWithStatus = styled.div`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.xs}px;
`;

/** The live status line under a button; one line is always reserved so the page never shifts. */
export const StatusLine = styled.p<{ $error: boolean }>`
  margin: 0;
  min-height: 1.4em;
  line-height: ${lineHeights.normal};
  color: var(--color-text);
  font-size: ${tokens.fontSizes.md}px;
  font-weight: ${({ $error }) => ($error ? tokens.fontWeights.semibold : tokens.fontWeights.regular)};
`;
