import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { overlayManagerSummary, type ManagedOverlayId, type OverlayEntry } from './overlayManager.rules';
import { Button } from '../../primitives/buttons/Button';
import { Anchor, Effect, Entries, Entry, Panel, State, Toggle } from './OverlayManager.styles';

export interface OverlayManagerProps {
  /** The page's overlays as `overlayManager.rules` describes them for this browser. */
  entries: readonly OverlayEntry[];
  /** The owner pressed an entry's action (show again, ask again). */
  onAction: (id: ManagedOverlayId) => void;
  /** Starts open (stories; the page starts it closed). */
  defaultOpen?: boolean;
  /** Told when the panel opens or closes (the page reads the records again on opening). */
  onOpenChange?: (open: boolean) => void;
}

/** Our wording; the spec names the overlay manager but shows none of its words. */
export const OVERLAY_MANAGER_TITLE = 'Overlays on this page';
export const OVERLAY_MANAGER_NOTE = 'Only you see this: you are signed in to the site.';

/**
 * The overlay manager for a signed-in owner (000 §1, §6): a button at the bottom right
 * that opens a panel listing the page's overlays (popup overlay, cookie banner,
 * announcement bar), whether each shows for this browser and why, and a way to see it
 * again. An APG disclosure: the button says whether the panel is open, Escape inside
 * the panel closes it and puts focus back on the button. Fixed over the page, so
 * nothing moves; no animation, so reduced motion has nothing to stop.
 */
export function OverlayManager({ entries, onAction, defaultOpen = false, onOpenChange }: OverlayManagerProps) {
  const [open, setOpenState] = useState(defaultOpen);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <Anchor data-overlay-manager="" onKeyDown={onKeyDown}>
      {open && (
        <Panel id={panelId} aria-labelledby={titleId}>
          <h2 id={titleId}>{OVERLAY_MANAGER_TITLE}</h2>
          <p>{OVERLAY_MANAGER_NOTE}</p>
          <Entries>
            {entries.map((entry) => (
              <OverlayRow key={entry.id} entry={entry} onAction={onAction} />
            ))}
          </Entries>
        </Panel>
      )}
      <Toggle
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={`Overlays (${entries.length}): ${overlayManagerSummary(entries)}`}
        onClick={() => setOpen(!open)}
      >
        {`Overlays (${entries.length})`}
      </Toggle>
    </Anchor>
  );
}

function OverlayRow({ entry, onAction }: { entry: OverlayEntry; onAction: (id: ManagedOverlayId) => void }) {
  const effectId = useId();
  return (
    <Entry data-overlay={entry.id}>
      <h3>
        {entry.name}
        <State $showing={entry.showing}>{entry.showing ? 'Showing' : 'Hidden'}</State>
      </h3>
      <p>{entry.status}</p>
      {entry.action && (
        <>
          <Button $variant="outline" $compact aria-describedby={effectId} onClick={() => onAction(entry.id)}>
            {entry.action.label}
          </Button>
          <Effect id={effectId}>{entry.action.effect}</Effect>
        </>
      )}
    </Entry>
  );
}
