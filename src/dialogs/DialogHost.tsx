import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { DialogOutcome } from '../primitives/modal/dialog.machine';
import { readHideAfterTime, type DialogKind } from '../primitives/dialog/dialogKind.rules';
import { DialogView } from '../primitives/dialog/DialogView';

export interface DialogRequest {
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  rejectLabel?: string;
  escapeCancels?: boolean;
  /** Auto-hide delay in ms, or null for never; information dialogs default to 2000. */
  hideAfterTime?: number | null;
}

export interface Dialogs {
  /** Confirm or reject; resolves with 'confirm', 'reject' or 'cancel'. */
  confirm(request: DialogRequest): Promise<DialogOutcome>;
  /** A message with an OK button. */
  alert(request: DialogRequest): Promise<DialogOutcome>;
  /** A message that hides itself (after 2000 ms unless told otherwise); resolves with 'timeout' then. */
  inform(request: DialogRequest): Promise<DialogOutcome>;
}

interface OpenDialog extends DialogRequest {
  id: number;
  kind: DialogKind;
  hideAfterMs: number | null;
  resolve: (outcome: DialogOutcome) => void;
}

const DialogContext = createContext<Dialogs | null>(null);

/**
 * Holds the open dialogs of a page, in the order they were opened (each later one
 * above the earlier); `useDialogs()` below it opens them.
 */
export function DialogHost({ children }: { children?: ReactNode }) {
  const [open, setOpen] = useState<OpenDialog[]>([]);
  const nextId = useRef(1);
  const show = useCallback(
    (kind: DialogKind) => (request: DialogRequest) =>
      new Promise<DialogOutcome>((resolve) => {
        // a bad hideAfterTime throws here, to the caller, before anything shows
        const hideAfterMs = readHideAfterTime(kind, request.hideAfterTime);
        const id = nextId.current++;
        setOpen((dialogs) => [...dialogs, { ...request, id, kind, hideAfterMs, resolve }]);
      }),
    [],
  );
  const dialogs = useMemo<Dialogs>(() => ({ confirm: show('confirmation'), alert: show('alert'), inform: show('information') }), [show]);

  return (
    <DialogContext.Provider value={dialogs}>
      {children}
      {open.map((d, position) => (
        <DialogView
          key={d.id}
          kind={d.kind}
          title={d.title}
          message={d.message}
          confirmLabel={d.confirmLabel}
          rejectLabel={d.rejectLabel}
          escapeCancels={d.escapeCancels}
          hideAfterMs={d.hideAfterMs}
          position={position}
          onHidden={(outcome) => {
            setOpen((dialogs) => dialogs.filter((other) => other.id !== d.id));
            d.resolve(outcome);
          }}
        />
      ))}
    </DialogContext.Provider>
  );
}

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('useDialogs needs a DialogHost above it');
  return dialogs;
}
