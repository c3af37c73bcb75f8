import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { lineHeights, px, shade, space, targetSize } from '../../tokens/tokens';
import { buttonBase } from '../../primitives/buttons/buttonBase';

/** Fixed at the bottom right, over the page and under the dialogs: nothing in the page moves. */
export const Anchor = styled.div`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: ${tokens.zIndices.dialog - 2};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${space.sm}px;
  max-width: calc(100% - 32px);
  font-size: ${tokens.fontSizes.md}px;
  line-height: ${lineHeights.normal};
`;

export const Toggle = styled.button`
  ${buttonBase()}
  min-height: ${targetSize.minPx}px;
  padding: ${px(space.sm, space.lg)};
  border: 1px solid var(--color-border);
  border-radius: 22px;
  background: var(--color-text);
  color: var(--color-background);
  font-weight: ${tokens.fontWeights.semibold};
  box-shadow: 0 4px 16px ${shade('medium')};
`;

export const Panel = styled.section`
  box-sizing: border-box;
  width: 340px;
  max-width: 100%;
  max-height: calc(100vh - 96px);
  overflow: auto;
  padding: ${space.lg}px;
  border: 1px solid var(--color-border);
  border-radius: ${tokens.radii.large}px;
  background: var(--color-background);
  color: var(--color-text);
  box-shadow: 0 8px 28px ${shade('medium')};
  h2 {
    margin: ${px(0, 0, space.xxs)};
    font-size: ${tokens.fontSizes.base}px;
  }
  > p {
    margin: ${px(0, 0, space.md)};
  }
`;

export const Entries = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space.md}px;
`;

export const Entry = styled.li`
  padding-top: ${space.md}px;
  border-top: 1px solid var(--color-border);
  h3 {
    display: flex;
    justify-content: space-between;
    gap: ${space.sm}px;
    margin: ${px(0, 0, space.xxs)};
    font-size: ${tokens.fontSizes.md}px;
  }
  p {
    margin: ${px(0, 0, space.sm)};
  }
`;

/** Showing or hidden, in words (never colour alone). */
export const State = styled.span<{ $showing: boolean }>`
  flex: none;
  padding: ${px(0, space.sm)};
  border: 1px solid currentColor;
  border-radius: 10px;
  font-size: ${tokens.fontSizes.sm}px;
  font-weight: ${tokens.fontWeights.medium};
  opacity: ${({ $showing }) => ($showing ? 1 : 0.85)};
`;

export const Effect = styled.p`
  font-size: ${tokens.fontSizes.sm}px;
`;
