/**
 * What every button shares, written once: the reset (no margin, the text's font, a
 * pointer), the focus ring (`focusRing()`), the 44 px target (`minTarget`), the
 * not-allowed cursor when disabled, and the busy look (`busy.rules.ts`): a progress cursor
 * and a turning ring before the label (still under reduced motion), not dimmed, so the
 * label stays readable. `Button`, `TextButton` and `IconButton` are built on it, and so are
 * the buttons that are another widget (a tab, an accordion header, a chip, a thumbnail):
 * they add their own look after it.
 *
 *   const Tab = styled.button`
 *     ${buttonBase({ insetFocus: true })}
 *     padding: …;
 *   `;
 */
import { css, keyframes } from 'styled-components';
import { mediaQueries, space, targetSize } from '../../tokens/tokens';
import { focusRing, type FocusRingColor } from '../focusRing/focusRing';
import { busyAttributes, type AriaDisabled, type Press } from './busy.rules';

export interface ButtonBaseOptions {
  /** At least 44 × 44 px (tokens.targetSize.minPx). */
  minTarget?: boolean;
  /** The focus ring inside (where an outer one would be clipped). */
  insetFocus?: boolean;
  ringColor?: FocusRingColor;
}

const turn = keyframes`
  to {
    transform: rotate(1turn);
  }
`;

/** The busy mark: a ring of the text's colour with a gap, 1em, turning (the look of `[data-busy]`). */
const busyMark = css`
  content: '';
  flex: none;
  display: inline-block;
  box-sizing: border-box;
  width: 1em;
  height: 1em;
  border: ${space.hair}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  vertical-align: -0.125em;
  animation: ${turn} 0.8s linear infinite;
  @media ${mediaQueries.reducedMotion} {
    animation: none;
  }
`;

export function buttonBase({ minTarget = false, insetFocus = false, ringColor = 'focus' }: ButtonBaseOptions = {}) {
  return css`
    margin: 0;
    font: inherit;
    cursor: pointer;
    ${minTarget ? `min-width: ${targetSize.minPx}px;\n    min-height: ${targetSize.minPx}px;` : ''}

    &:focus-visible {
      ${focusRing({ inset: insetFocus, color: ringColor })}
    }
    &:disabled,
    &[aria-disabled='true'] {
      cursor: not-allowed;
    }
    &[data-busy] {
      cursor: progress;
    }
    &[data-busy]::before {
      ${busyMark}
    }
  `;
}

/** The props the button primitives read before rendering: `type` (button unless given) and `$busy`. */
export interface ButtonAttrsProps<E extends Press> {
  type?: 'button' | 'submit' | 'reset' | undefined;
  /** Busy with its own action: focusable, aria-disabled, its press cancelled, the busy look (busy.rules.ts). */
  $busy?: boolean | undefined;
  onClick?: ((event: E) => void) | undefined;
  'aria-disabled'?: AriaDisabled;
}

/** `styled.button.attrs(buttonAttrs)`: a plain button unless told, and the busy attributes. */
export function buttonAttrs<E extends Press>({ type, $busy, onClick, 'aria-disabled': ariaDisabled }: ButtonAttrsProps<E>) {
  return { type: type ?? 'button', ...busyAttributes($busy, ariaDisabled, onClick) };
}
