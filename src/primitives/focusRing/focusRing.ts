/**
 * The keyboard focus ring, the one place it is written: the declarations of an outline
 * from the focus-ring tokens. A style puts it under the selector that shows focus:
 *
 *   &:focus-visible {
 *     ${focusRing()}
 *   }
 *
 * `inset` draws it inside the element (where an outer ring would be clipped by an
 * overflowing parent or the viewport's edge); `color` picks the theme's focus colour
 * (default), `current` (the element's text colour, on a surface that sets its own) or
 * `onMedia` (white, over an image). A plain string: no React, usable in any CSS text.
 */
import { focusRing as ring } from '../../tokens/tokens';

export type FocusRingColor = keyof typeof ring.colors;

export interface FocusRingOptions {
  inset?: boolean;
  color?: FocusRingColor;
}

export function focusRing({ inset = false, color = 'focus' }: FocusRingOptions = {}): string {
  const offset = inset ? ring.insetOffsetPx : ring.offsetPx;
  return `outline: ${ring.widthPx}px solid ${ring.colors[color]};\n    outline-offset: ${offset}px;`;
}
