import styled from 'styled-components';
import type { DialogOutcome } from '../primitives/modal/dialog.machine';
import { DialogView } from '../primitives/dialog/DialogView';
import { SYSTEM_ERROR_TEXT, systemErrorContent, type SystemErrorCause } from './systemError.rules';
import * as tokens from '../tokens/tokens';

const Key = styled.p`
  margin-top: 12px !important;
  font-size: ${tokens.fontSizes.sm}px;
  code {
    overflow-wrap: anywhere;
  }
`;

export interface SystemErrorOverlayProps {
  cause: SystemErrorCause;
  /** The key the error was logged under, for support. */
  errorKey: string;
  /** Reload Page; reloads the page unless given. */
  onReload?: () => void;
  /** Clear (also Escape or a click outside): the overlay goes and the page stays as it is. */
  onClear?: () => void;
  /** Its place among open dialogs. */
  position?: number;
}

/**
 * The system error overlay (spec: a 5xx, 401 or 403 reply, an authorization failure,
 * a "cleaned" reply or a network failure): the spec's title and text, the error key,
 * and Reload Page and Clear. A modal alert dialog built on DialogView.
 */
export function SystemErrorOverlay({ cause, errorKey, onReload = () => window.location.reload(), onClear, position }: SystemErrorOverlayProps) {
  const { title, text } = systemErrorContent(cause);
  const onHidden = (outcome: DialogOutcome) => (outcome === 'confirm' ? onReload() : onClear?.());
  return (
    <DialogView
      kind="confirmation"
      title={title}
      message={
        <>
          <p>{text}</p>
          <Key>
            Error key: <code>{errorKey}</code>
          </Key>
        </>
      }
      confirmLabel={SYSTEM_ERROR_TEXT.reload}
      rejectLabel={SYSTEM_ERROR_TEXT.clear}
      position={position}
      onHidden={onHidden}
    />
  );
}
