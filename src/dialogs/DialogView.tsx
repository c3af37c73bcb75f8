import { useEffect, useId, useReducer, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { containFocus } from '../primitives/focus/focusContainment';
import { focusableIn } from '../primitives/focus/focusable';
import { Portal } from '../primitives/portal/Portal';
import { useReducedMotion } from '../primitives/reducedMotion';
import { dialog } from '../tokens/tokens';
import { DIALOG_TIMING, dialogReducer, initialDialog, stackedZIndex, type DialogKind, type DialogOutcome } from './dialog.machine';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.45);
`;

const Box = styled.div`
  box-sizing: border-box;
  position: fixed;
  top: 50%;
  left: 50%;
  width: min(${dialog.widthPx}px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: ${dialog.paddingPx}px;
  transform: translate(-50%, -50%);
  border-radius: ${({ theme }) => theme.tokens.radii.large}px;
  background: var(--color-background);
  color: var(--color-text);
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.3);
  h2 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.tokens.fontSizes.lg}px;
    font-weight: ${({ theme }) => theme.tokens.fontWeights.semibold};
  }
  p {
    margin: 0;
  }
`;

const Fade = styled.div<{ $animate: boolean; $hiding: boolean }>`
  opacity: ${({ $hiding }) => ($hiding ? 0 : 1)};
  transition: ${({ $animate }) => ($animate ? `opacity ${DIALOG_TIMING.fadeS}s linear` : 'none')};
  animation: ${({ $animate }) => ($animate ? fadeIn : 'none')} ${DIALOG_TIMING.fadeS}s linear;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 20px;
`;

export const DialogButton = styled.button<{ $primary?: boolean }>`
  font: inherit;
  min-height: 44px;
  padding: 0 16px;
  border: 1px solid ${({ $primary }) => ($primary ? 'var(--color-accent)' : 'var(--color-border)')};
  border-radius: ${({ theme }) => theme.tokens.radii.small}px;
  background: ${({ $primary }) => ($primary ? 'var(--color-accent)' : 'transparent')};
  color: ${({ $primary }) => ($primary ? 'var(--color-on-accent)' : 'inherit')};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

export interface DialogViewProps {
  kind: DialogKind;
  title: string;
  message?: ReactNode;
  /** Labels of the buttons: confirm (all kinds) and reject (confirmations). */
  confirmLabel?: string;
  rejectLabel?: string;
  /** Escape cancels (default true). */
  escapeCancels?: boolean;
  /** Auto-hide delay, ms, or null; information dialogs default to 2000. */
  hideAfterMs?: number | null;
  /** Its place in the stack of open dialogs: later ones sit above. */
  position?: number;
  /** Told once the dialog has hidden, with why. */
  onHidden: (outcome: DialogOutcome) => void;
}

/**
 * One dialog (APG modal dialog; alertdialog for confirmations and alerts): focus moves
 * to its first button and stays inside, and returns to where it was when the dialog
 * hides. It fades out over 0.3 s, or at once under reduced motion, with a 600 ms
 * fallback in case the fade never reports its end.
 */
export function DialogView({
  kind,
  title,
  message,
  confirmLabel = kind === 'confirmation' ? 'Confirm' : 'OK',
  rejectLabel = 'Cancel',
  escapeCancels = true,
  hideAfterMs = null,
  position = 0,
  onHidden,
}: DialogViewProps) {
  const [state, dispatch] = useReducer(dialogReducer, { escapeCancels }, initialDialog);
  const reducedMotion = useReducedMotion();
  const box = useRef<HTMLDivElement>(null);
  const returnTo = useRef<Element | null>(typeof document === 'undefined' ? null : document.activeElement);
  const titleId = useId();
  const messageId = useId();

  // focus moves in when the box attaches (the portal has put its host in the page by then)
  const focusedIn = useRef(false);
  const attachBox = (el: HTMLDivElement | null) => {
    box.current = el;
    if (el && !focusedIn.current) {
      focusedIn.current = true;
      (focusableIn(el)[0] ?? el).focus();
    }
  };

  useEffect(() => {
    if (hideAfterMs === null || state.phase !== 'shown') return;
    const timer = window.setTimeout(() => dispatch({ type: 'TIMEOUT' }), hideAfterMs);
    return () => window.clearTimeout(timer);
  }, [hideAfterMs, state.phase]);

  useEffect(() => {
    if (state.phase === 'hiding') {
      (returnTo.current as HTMLElement | null)?.focus?.();
      if (reducedMotion) {
        dispatch({ type: 'HIDDEN' });
        return;
      }
      const fallback = window.setTimeout(() => dispatch({ type: 'HIDDEN' }), DIALOG_TIMING.hideFallbackMs);
      return () => window.clearTimeout(fallback);
    }
    if (state.phase === 'hidden') onHidden(state.outcome!);
  }, [state.phase]); // eslint-disable-line react-hooks/exhaustive-deps

  if (state.phase === 'hidden') return null;
  const hiding = state.phase === 'hiding';
  const z = stackedZIndex(position);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      // the dialog answers Escape; an outer dialog or lightbox does not also close
      e.stopPropagation();
      dispatch({ type: 'ESCAPE' });
    } else if (e.key === 'Tab' && box.current && containFocus({ container: box.current }).wrap(document.activeElement, e.shiftKey)) {
      e.preventDefault();
    }
  };

  return (
    <Portal>
      <Fade
        $animate={!reducedMotion}
        $hiding={hiding}
        data-dialog-phase={state.phase}
        onTransitionEnd={(e) => e.target === e.currentTarget && hiding && dispatch({ type: 'HIDDEN' })}
      >
        <Overlay style={{ zIndex: z }} onClick={() => dispatch({ type: 'OVERLAY_CLICK' })} />
        <Box
          ref={attachBox}
          role={kind === 'information' ? 'dialog' : 'alertdialog'}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={message ? messageId : undefined}
          tabIndex={-1}
          // a dialog opened over another sits a little lower and to the right, so both show
          style={{ zIndex: z + 1, translate: `${position * 16}px ${position * 16}px` }}
          onKeyDown={onKeyDown}
        >
          <h2 id={titleId}>{title}</h2>
          {message && <div id={messageId}>{typeof message === 'string' ? <p>{message}</p> : message}</div>}
          <Actions>
            {kind === 'confirmation' && (
              <DialogButton type="button" onClick={() => dispatch({ type: 'REJECT' })}>
                {rejectLabel}
              </DialogButton>
            )}
            <DialogButton type="button" $primary onClick={() => dispatch({ type: 'CONFIRM' })}>
              {confirmLabel}
            </DialogButton>
          </Actions>
        </Box>
      </Fade>
    </Portal>
  );
}
