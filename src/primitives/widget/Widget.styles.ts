import styled, { css, keyframes } from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { px, space } from '../../tokens/tokens';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** A grey stand-in (image or a line of text) while the items load; it shimmers unless motion is reduced. */
export const Placeholder = styled.span<{ $animate: boolean; $width?: string; $height?: string }>`
  display: block;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? 'auto'};
  border-radius: ${tokens.radii.small}px;
  background: color-mix(in srgb, var(--color-text) 10%, transparent);
  ${({ $animate }) =>
    $animate &&
    css`
      background-image: linear-gradient(90deg, transparent 0%, color-mix(in srgb, var(--color-background) 45%, transparent) 50%, transparent 100%);
      background-size: 200% 100%;
      animation: ${shimmer} 1.4s linear infinite;
    `}
`;

/** The failure state: the dictionary's message, a network note when there was no answer, and Retry. */
export const FailureBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${px(space.md, space.lg)};
  padding: ${space.lg}px;
  border: 1px solid var(--color-border);
  border-radius: ${tokens.radii.small}px;
  & p {
    margin: 0;
  }
  & strong {
    font-weight: ${tokens.fontWeights.semibold};
  }
`;
