import { targetSize } from '../../tokens/tokens';
import { IconButton } from '../buttons/IconButton';

/** Touch-target size of the button, px (the icon button's 44 × 44). */
export const DISMISS_BUTTON_SIZE = targetSize.minPx;

export interface DismissButtonProps {
  /** The button's accessible name, also shown as its tooltip (`title`). */
  label: string;
  onDismiss: () => void;
  /** For `styled(DismissButton)`: where the block places it and how its focus ring looks. */
  className?: string;
}

/**
 * The cross that closes a bar or a notice: the 44 px icon button, transparent in the text's colour,
 * named by `label`, with the icon hidden from assistive technology. Placement and focus
 * ring belong to the block (extend it with `styled(DismissButton)`).
 */
export function DismissButton({ label, onDismiss, className }: DismissButtonProps) {
  return (
    <IconButton className={className} label={label} showsTitle onClick={onDismiss}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </IconButton>
  );
}
