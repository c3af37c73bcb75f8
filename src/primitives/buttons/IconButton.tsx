/**
 * A button that shows only an icon: 44 × 44 px (tokens.targetSize.minPx), transparent in
 * the text's colour, named by `label` (its aria-label; the icon is the caller's, hidden
 * from assistive technology with `aria-hidden`). `round` for a circular one on a surface
 * (`surface`: the section's background behind it). An svg without a width is drawn 20 px. `aria-pressed` shows as a filled
 * background, for a toggle (APG button: toggle button). `busy` while its own action runs: it
 * keeps focus and presses nothing (aria-disabled, busy.rules.ts), a turning ring in place of
 * its icon; the caller's status line says what runs.
 */
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { radii, targetSize } from '../../tokens/tokens';
import { busyAttributes } from './busy.rules';
import { buttonBase } from './buttonBase';

const Square = styled.button<{ $round: boolean; $surface: boolean; $inset: boolean }>`
  ${({ $inset }) => buttonBase({ insetFocus: $inset })}
  box-sizing: border-box;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${targetSize.minPx}px;
  height: ${targetSize.minPx}px;
  padding: 0;
  border: 0;
  border-radius: ${({ $round }) => ($round ? '50%' : `${radii.small}px`)};
  background: ${({ $surface }) => ($surface ? 'var(--color-background)' : 'transparent')};
  color: ${({ $surface }) => ($surface ? 'var(--color-text)' : 'inherit')};
  svg:not([width]),
  &[data-busy]::before {
    width: 20px;
    height: 20px;
  }
  &[data-busy] > svg {
    display: none;
  }
  &[aria-pressed='true'] {
    background: var(--color-border);
    color: var(--color-background);
  }
  &:disabled {
    opacity: 0.45;
  }
`;

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** The accessible name (aria-label); also the tooltip when `showsTitle`. */
  label: string;
  /** The icon: an svg with aria-hidden="true". */
  children: ReactNode;
  round?: boolean;
  /** Drawn on the section's background (over an image or a panel edge). */
  surface?: boolean;
  /** The focus ring inside the button (where an outer one would be clipped). */
  insetFocus?: boolean;
  showsTitle?: boolean;
  /** Busy with its own action: focusable, aria-disabled, its press cancelled, a turning ring for its icon. */
  busy?: boolean | undefined;
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  label,
  children,
  round = false,
  surface = false,
  insetFocus = false,
  showsTitle = false,
  busy = false,
  type = 'button',
  onClick,
  'aria-disabled': ariaDisabled,
  ...rest
}: IconButtonProps) {
  return (
    <Square
      {...rest}
      {...busyAttributes(busy, ariaDisabled, onClick)}
      type={type}
      aria-label={label}
      title={showsTitle ? label : undefined}
      $round={round}
      $surface={surface}
      $inset={insetFocus}
    >
      {children}
    </Square>
  );
}
