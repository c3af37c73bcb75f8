import { useEffect, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../buttons/Button';
import { Portal } from '../portal/Portal';
import { stackedZIndex, type DialogOutcome } from '../modal/dialog.machine';
import { ModalFade } from '../modal/ModalFade.styles';
import { useDialogPhase } from '../modal/useDialogPhase';
import { useModal } from '../modal/useModal';
import * as tokens from '../../tokens/tokens';
import { dialog, fixedColors } from '../../tokens/tokens';
import type { DialogKind } from './dialogKind.rules';

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
  border-radius: ${tokens.radii.large}px;
  background: var(--color-background);
  color: var(--color-text);
  /* on a dark page the shadow does not show: a hairline edges the box there, as the popup overlay's panel has */
  box-shadow: ${({ theme }) => (theme.sectionTheme === 'dark' ? `0 0 0 1px ${fixedColors.hairlineSoft}, ` : '')}0 12px 40px rgba(0, 0, 0, 0.3);
  h2 {
    margin: 0 0 8px;
    font-size: ${tokens.fontSizes.lg}px;
    font-weight: ${tokens.fontWeights.semibold};
  }
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 20px;
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
  const { state, dispatch, fade } = useDialogPhase({ escapeCancels, onHidden });
  const modal = useModal({ open: state.phase === 'shown', onEscape: () => dispatch({ type: 'escape' }) });
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    if (hideAfterMs === null || state.phase !== 'shown') return;
    const timer = window.setTimeout(() => dispatch({ type: 'timeout' }), hideAfterMs);
    return () => window.clearTimeout(timer);
  }, [hideAfterMs, state.phase, dispatch]);

  if (state.phase === 'hidden') return null;
  const z = stackedZIndex(position);

  return (
    <Portal>
      <ModalFade {...fade}>
        <Overlay style={{ zIndex: z }} onClick={() => dispatch({ type: 'overlayClick' })} />
        <Box
          ref={modal.ref}
          role={kind === 'information' ? 'dialog' : 'alertdialog'}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={message ? messageId : undefined}
          tabIndex={-1}
          // a dialog opened over another sits a little lower and to the right, so both show
          style={{ zIndex: z + 1, translate: `${position * 16}px ${position * 16}px` }}
          // the dialog answers Escape; an outer dialog or lightbox does not also close
          onKeyDown={modal.onKeyDown}
        >
          <h2 id={titleId}>{title}</h2>
          {message && <div id={messageId}>{typeof message === 'string' ? <p>{message}</p> : message}</div>}
          <Actions>
            {kind === 'confirmation' && (
              <Button $variant="outline" onClick={() => dispatch({ type: 'reject' })}>
                {rejectLabel}
              </Button>
            )}
            <Button $variant="primary" onClick={() => dispatch({ type: 'confirm' })}>
              {confirmLabel}
            </Button>
          </Actions>
        </Box>
      </ModalFade>
    </Portal>
  );
}
