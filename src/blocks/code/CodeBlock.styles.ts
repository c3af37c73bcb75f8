import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { lineHeights, px, space } from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';

/** The owner's HTML: no box of ours around it, so it looks as the owner wrote it. */
export const OwnerHtml = styled.div`
  display: block;
`;

/** Displayed code: monospace, kept as written, scrolling sideways rather than wrapping. */
export const Source = styled.pre`
  margin: 0;
  padding: ${px(space.md, space.lg)};
  overflow: auto;
  border: 1px solid var(--color-border);
  border-radius: ${tokens.radii.small}px;
  background: var(--color-surface);
  color: var(--color-on-surface);
  font-family: 'JetBrains Mono', ui-monospace, monospace;
  font-size: ${tokens.fontSizes.md}px;
  line-height: ${lineHeights.relaxed};
  tab-size: 2;

  &:focus-visible {
    ${focusRing()}
  }

  & > code {
    font: inherit;
  }
`;
