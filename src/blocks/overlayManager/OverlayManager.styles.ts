import styled from 'styled-components';
import { tokens } from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';

/** Fixed at the bottom right, over the page and under the dialogs: nothing in the page moves. */
export const Anchor = styled.div`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: ${tokens.zIndices.dialog - 2};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 8px;
  max-width: calc(100% - 32px);
  font-size: ${tokens.fontSizes.md}px;
  line-height: 1.4;
`;

export const Toggle = styled.button`
  min-height: 44px;
  padding: 8px 16px;
  border: 1px solid var(--color-border);
  border-radius: 22px;
  background: var(--color-text);
  color: var(--color-background);
  font: inherit;
  font-weight: ${tokens.fontWeights.semibold};
  cursor: pointer;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25);
  &:focus-visible {
    ${focusRing()}
  }
`;

export const Panel = styled.section`
  box-sizing: border-box;
  width: 340px;
  max-width: 100%;
  max-height: calc(100vh - 96px);
  overflow: auto;
  padding: 16px;
  border: 1px solid var(--color-border);
  border-radius: ${tokens.radii.large}px;
  background: var(--color-background);
  color: var(--color-text);
  box-shadow: 0 8px 28px rgba(0, 0, 0, 0.25);
  h2 {
    margin: 0 0 4px;
    font-size: ${tokens.fontSizes.base}px;
  }
  > p {
    margin: 0 0 12px;
  }
`;

export const Entries = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 12px;
`;

export const Entry = styled.li`
  padding-top: 12px;
  border-top: 1px solid var(--color-border);
  h3 {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    margin: 0 0 4px;
    font-size: ${tokens.fontSizes.md}px;
  }
  p {
    margin: 0 0 8px;
  }
`;

/** Showing or hidden, in words (never colour alone). */
export const State = styled.span<{ $showing: boolean }>`
  flex: none;
  padding: 0 8px;
  border: 1px solid currentColor;
  border-radius: 10px;
  font-size: ${tokens.fontSizes.sm}px;
  font-weight: ${tokens.fontWeights.medium};
  opacity: ${({ $showing }) => ($showing ? 1 : 0.85)};
`;


export const Effect = styled.p`
  font-size: ${tokens.fontSizes.sm}px;
`;
