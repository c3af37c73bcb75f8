import styled, { css } from 'styled-components';
import type { Arrangement, ImageLayout } from './imageBlock.rules';
import * as tokens from '../../tokens/tokens';
import { fixedColors, lineHeights, px, shade, space } from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';

export const Root = styled.figure<{ $arrangement: Arrangement; $layout: ImageLayout }>`
  position: relative;
  margin: 0;
  color: var(--color-text);

  ${({ $arrangement, $layout }) => {
    switch ($arrangement) {
      case 'caption':
        return css`
          display: block;
        `;
      case 'overlay':
        return css`
          display: grid;
          & > * {
            grid-area: 1 / 1;
          }
        `;
      case 'stacked':
        return css`
          display: grid;
          gap: ${space.lg}px;
        `;
      case 'side':
        return css`
          display: grid;
          grid-template-columns: ${$layout === 'overlap' ? '3fr 2fr' : '1fr 1fr'};
          align-items: center;
          gap: ${$layout === 'overlap' ? 0 : '32px'};
          ${
            $layout === 'collage' &&
            css`
              padding: ${px(space.xxxl, 0)};
              &::before {
                content: '';
                position: absolute;
                inset: 0 0 0 25%;
                background: var(--color-surface);
                border: 1px solid var(--color-border);
              }
            `
          }
        `;
    }
  }}
`;

export const Media = styled.div<{ $ratio: string | null; $poster: boolean }>`
  position: relative;
  min-width: 0;
  ${({ $poster, $ratio }) =>
    $poster &&
    css`
      width: 100%;
      aspect-ratio: ${$ratio ?? '3 / 2'};
      min-height: 320px;
      & > span {
        position: absolute;
        inset: 0;
      }
    `}
`;

export const Content = styled.figcaption<{ $arrangement: Arrangement; $layout: ImageLayout }>`
  position: relative;
  display: grid;
  gap: ${space.md}px;
  align-content: center;
  justify-items: start;
  min-width: 0;
  & > * {
    margin: 0;
  }

  ${({ $arrangement, $layout }) => {
    if ($arrangement === 'caption')
      return css`
        margin-top: ${space.sm}px;
        font-size: ${tokens.fontSizes.md}px;
      `;
    if ($arrangement === 'overlay')
      return css`
        align-content: end;
        padding: ${space.xxl}px;
        background: linear-gradient(to top, ${shade('heavy')}, ${shade('faint')} 70%);
        color: ${fixedColors.onMedia};
      `;
    if ($arrangement === 'side' && $layout === 'overlap')
      return css`
        margin-left: -20%;
        padding: 28px;
        background: var(--color-background);
        border: 1px solid var(--color-border);
        border-radius: ${tokens.radii.small}px;
      `;
    if ($arrangement === 'side' && $layout === 'collage')
      return css`
        padding: ${px(0, space.xxl, 0, 0)};
      `;
    return css``;
  }}
`;

export const Title = styled.h2`
  font-size: ${tokens.fontSizes.hero}px;
  line-height: ${lineHeights.tight};
`;

export const Text = styled.p`
  line-height: ${lineHeights.relaxed};
`;

export const Button = styled.a<{ $onImage: boolean }>`
  display: inline-block;
  padding: 10px 20px;
  border-radius: ${tokens.radii.small}px;
  background: var(--color-accent);
  color: var(--color-on-accent);
  font-weight: ${tokens.fontWeights.semibold};
  text-decoration: none;
  &:focus-visible {
    ${({ $onImage }) => focusRing({ color: $onImage ? 'onMedia' : 'focus' })}
  }
`;
