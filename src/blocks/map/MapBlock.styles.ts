import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { px, space } from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';

export const Figure = styled.figure`
  margin: 0;
  color: var(--color-text);
`;

/** The map's box: its height is set before anything loads and never changes with the state. */
export const Region = styled.div<{ $clickable: boolean }>`
  position: relative;
  overflow: hidden;
  border-radius: ${tokens.radii.small}px;
  background: var(--color-surface);
  cursor: ${(p) => (p.$clickable ? 'pointer' : 'default')};
  &:focus-visible {
    ${focusRing()}
  }
`;

/** Where the provider draws; kept in the box while loading so the provider can measure it. */
export const ProviderLayer = styled.div<{ $shown: boolean }>`
  position: absolute;
  inset: 0;
  visibility: ${(p) => (p.$shown ? 'visible' : 'hidden')};
`;

export const FallbackLayer = styled.div`
  position: absolute;
  inset: 0;
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Caption = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${px(space.xxs, space.lg)};
  padding-top: ${space.sm}px;
  font-size: ${tokens.fontSizes.md}px;
  line-height: 1.45;
`;

export const Address = styled.address`
  font-style: normal;
  span {
    display: block;
  }
  span:first-child {
    font-weight: ${tokens.fontWeights.semibold};
  }
`;

export const OpenLink = styled.a`
  color: var(--color-link);
  text-decoration: underline;
  text-underline-offset: 2px;
  &:focus-visible {
    ${focusRing()}
  }
`;
