import styled from 'styled-components';

/** Touch-target size of the button, px (WCAG 2.5.5's 44 × 44). */
export const DISMISS_BUTTON_SIZE = 44;

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${DISMISS_BUTTON_SIZE}px;
  height: ${DISMISS_BUTTON_SIZE}px;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  svg {
    width: 16px;
    height: 16px;
  }
`;

export interface DismissButtonProps {
  /** The button's accessible name, also shown as its tooltip (`title`). */
  label: string;
  onDismiss: () => void;
  /** For `styled(DismissButton)`: where the block places it and how its focus ring looks. */
  className?: string;
}

/**
 * The cross that closes a bar or a notice: a 44 px transparent button in the text's colour,
 * named by `label`, with the icon hidden from assistive technology. Placement and focus
 * ring belong to the block (extend it with `styled(DismissButton)`).
 */
export function DismissButton({ label, onDismiss, className }: DismissButtonProps) {
  return (
    <Button type="button" className={className} aria-label={label} title={label} onClick={onDismiss}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </Button>
  );
}
