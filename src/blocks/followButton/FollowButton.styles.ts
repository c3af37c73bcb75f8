import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { lineHeights, px, space } from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';

/** The provider's buttons are 28 px high (large) or 20 px (small): the box keeps that height from the start. */
export const Root = styled.span<{ $height: number }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: ${({ $height }) => $height}px;
  vertical-align: middle;
`;

/** The plain link: the button as it is before (and without) the provider's script. */
export const Link = styled.a<{ $height: number }>`
  display: inline-flex;
  align-items: center;
  min-height: ${({ $height }) => $height}px;
  padding: ${px(0, space.md)};
  border: 1px solid var(--color-border);
  border-radius: 999px;
  color: var(--color-link);
  font-size: ${tokens.fontSizes.md}px;
  font-weight: ${tokens.fontWeights.medium};
  line-height: ${lineHeights.none};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    ${focusRing()}
  }
`;

/** Where the provider renders its button; out of sight and out of the way until it has. */
export const WidgetSlot = styled.span<{ $shown: boolean }>`
  display: inline-flex;
  ${({ $shown }) => ($shown ? '' : 'position: absolute; inset: 0; opacity: 0; pointer-events: none; overflow: hidden;')}
`;
