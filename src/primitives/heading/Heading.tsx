/**
 * A heading: the level says where it sits in the page outline (h1–h6), the size how large
 * it looks, so a block can show a small h2 or a large h3. Semibold, no margin, the line
 * height from the size (tight from 20 px up, snug below).
 *
 * A block's own styled heading takes the same text style with `headingText(size)` and adds
 * only its placement (margin, padding): `styled.h2\`${headingText('xl')} margin-bottom: …\``.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { fontSizes, fontWeights, lineHeights } from '../../tokens/tokens';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type HeadingSize = 'md' | 'base' | 'lg' | 'xl' | 'xxl' | 'display' | 'hero';

/** Line height for a heading of a size: tight at 20 px and up, snug below. */
export function headingLineHeight(size: HeadingSize): number {
  return fontSizes[size] >= fontSizes.xl ? lineHeights.tight : lineHeights.snug;
}

/** The text style of a heading of a size, as CSS declarations. */
export function headingText(size: HeadingSize, weight: keyof typeof fontWeights = 'semibold'): string {
  return `margin: 0;
  font-size: ${fontSizes[size]}px;
  font-weight: ${fontWeights[weight]};
  line-height: ${headingLineHeight(size)};`;
}

const Text = styled.h2<{ $size: HeadingSize }>`
  ${({ $size }) => headingText($size)}
`;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  level: HeadingLevel;
  size?: HeadingSize;
  children: ReactNode;
}

export function Heading({ level, size = 'lg', children, ...rest }: HeadingProps) {
  return (
    <Text {...rest} as={`h${level}`} $size={size}>
      {children}
    </Text>
  );
}
