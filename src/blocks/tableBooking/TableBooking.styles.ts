import styled, { css } from 'styled-components';
import type { WidgetTheme } from './tableBooking.rules';
import * as tokens from '../../tokens/tokens';
import { px, space } from '../../tokens/tokens';

export const Root = styled.section`
  position: relative;
  display: grid;
  gap: ${space.md}px;
  color: var(--color-text);
`;

export const Notice = styled.div`
  display: grid;
  gap: ${space.xxs}px;
  padding: ${px(space.md, space.lg)};
  border: 1px solid var(--color-border);
  border-left: 4px solid var(--color-accent);
  border-radius: ${tokens.radii.small}px;
  background: var(--color-background);
  & > * {
    margin: 0;
  }
  & strong {
    font-weight: ${tokens.fontWeights.semibold};
  }
`;

/** The provider widget's box; under the notice it is inert and drawn in grey (it keeps its size, so nothing moves; no opacity, so its text keeps its contrast). */
export const WidgetFrame = styled.div<{ $theme: WidgetTheme; $column: boolean; $unusable: boolean }>`
  display: grid;
  gap: ${space.md}px;
  padding: ${({ $theme }) => ($theme === 'wide' ? '24px 28px' : '16px')};
  border: 1px solid var(--color-border);
  border-radius: ${tokens.radii.large}px;
  background: var(--color-background);
  ${({ $unusable }) =>
    $unusable &&
    css`
      filter: grayscale(1);
      cursor: not-allowed;
      user-select: none;
    `}
`;
