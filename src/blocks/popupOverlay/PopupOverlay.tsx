import { useContext, useEffect, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { ThemeContext, type DefaultTheme } from 'styled-components';
import type { PopupOverlayDisplaySettings, PopupOverlaySuppressionInputs } from '../../platform';
import { stackedZIndex } from '../../primitives/modal/dialog.machine';
import { ModalFade } from '../../primitives/modal/ModalFade.styles';
import { useDialogPhase } from '../../primitives/modal/useDialogPhase';
import { useModal } from '../../primitives/modal/useModal';
import { Portal } from '../../primitives/portal/Portal';
import { decidePopupOverlay, recordOnClose, recordOnSubmit, type PopupOverlayDecision } from './popupOverlay.controller';
import { Backdrop, Body, CloseButton, Content, Figure, Panel, Slot, Title } from './PopupOverlay.styles';
import { readStoredRecord, writeStoredRecord, type PopupOverlayStore, type StoredPopupOverlayRecord } from './popupOverlayStore';
import { sectionColorVariables, type BlockLook } from '../../primitives/sectionColors/sectionColorVariables';

export interface PopupOverlayImage {
  src: string;
  /** Empty for a decorative image. */
  alt: string;
  /** Intrinsic size (the img's width and height attributes). */
  width: number;
  height: number;
}

/** Handed to the signup slot: call `markSubmitted` once the signup went through. */
export interface PopupOverlaySignup {
  markSubmitted(): void;
  /** True once the visitor has signed up through this overlay. */
  submitted: boolean;
}

export interface PopupOverlayProps {
  title: string;
  /** The overlay's text: plain text (blank lines part paragraphs) or markup. */
  body?: ReactNode;
  image?: PopupOverlayImage;
  /** The newsletter-style signup: a node, or a function of the signup handle. */
  children?: ReactNode | ((signup: PopupOverlaySignup) => ReactNode);
  /** Version, show-until-signup and display frequency (days; -1 never again after closing). */
  settings: PopupOverlayDisplaySettings;
  /** Style, mobile setting, device, page type and query string: when it is never shown. */
  suppression: PopupOverlaySuppressionInputs;
  /** Reads and writes the display record (local storage on a page). */
  store: PopupOverlayStore;
  /** The clock, ms since the epoch (default Date.now). */
  now?: () => number;
  /** Its own light or dark look from the site palette; absent, it takes the section's colours. */
  look?: BlockLook;
  /** The close button's accessible name. */
  closeLabel?: string;
  /** Told once when it shows (the decision said show and the dialog is in the page). */
  onShow?: () => void;
  /** Told after the visitor closed it (Close, Escape or a click outside), with what was stored. */
  onClose?: (stored: StoredPopupOverlayRecord) => void;
  /** Told when the signup went through, with what was stored. */
  onSubmitted?: (stored: StoredPopupOverlayRecord) => void;
}

/** Our wording for the close button's name; the spec gives none. */
export const POPUP_OVERLAY_CLOSE_LABEL = 'Close';

function CrossIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function BodyText({ body }: { body: ReactNode }) {
  if (typeof body !== 'string') return <>{body}</>;
  return (
    <>
      {body
        .split(/\n\s*\n/)
        .filter((p) => p.trim() !== '')
        .map((p, i) => (
          <p key={i}>{p.trim()}</p>
        ))}
    </>
  );
}

/**
 * The popup overlay (002 §4, §5): a modal dialog over the page with a title, text, an
 * optional image and signup, and a close button. Whether it shows is decided once, when
 * it mounts, from the stored record, the settings and the suppression inputs; when it
 * does not show it renders nothing.
 *
 * APG modal dialog: focus moves to its first control and stays inside; Close, Escape and
 * a click outside close it, and focus returns to where it was. Closing writes the closed
 * date through `store`; a signup (`markSubmitted`) writes submitted. It fades like the
 * other dialogs, at once under reduced motion. Fixed over the page: nothing moves.
 */
export function PopupOverlay({
  title,
  body,
  image,
  children,
  settings,
  suppression,
  store,
  now = Date.now,
  look,
  closeLabel = POPUP_OVERLAY_CLOSE_LABEL,
  onShow,
  onClose,
  onSubmitted,
}: PopupOverlayProps) {
  const [decision] = useState<PopupOverlayDecision>(() => decidePopupOverlay({ settings, suppression, stored: readStoredRecord(store), now: now() }));
  if (!decision.show) return null;
  return (
    <PopupOverlayDialog
      {...{ title, body, image, children, settings, store, now, look, closeLabel, onShow, onClose, onSubmitted }}
      submittedBefore={decision.record?.submitted ?? false}
    />
  );
}

type DialogProps = Omit<PopupOverlayProps, 'suppression' | 'now' | 'closeLabel'> & { now: () => number; closeLabel: string; submittedBefore: boolean };

function PopupOverlayDialog({
  title,
  body,
  image,
  children,
  settings,
  store,
  now,
  look,
  closeLabel,
  onShow,
  onClose,
  onSubmitted,
  submittedBefore,
}: DialogProps) {
  const [submitted, setSubmitted] = useState(false);
  const theme = useContext(ThemeContext) as DefaultTheme | undefined;
  const colors = useMemo(() => (look ? sectionColorVariables(theme, look) : undefined), [theme, look]);
  const titleId = useId();
  const bodyId = useId();
  const wroteClose = useRef(false);
  const { state, dispatch, fade } = useDialogPhase({
    onHiding: () => {
      if (wroteClose.current) return;
      // stored as soon as the visitor closes it, not after the fade: a page left at once keeps it
      wroteClose.current = true;
      const stored = recordOnClose({ version: settings.version, submitted: submittedBefore || submitted, dateClosed: null }, settings, now());
      writeStoredRecord(store, stored);
      onClose?.(stored);
    },
  });
  const modal = useModal({ open: state.phase === 'shown', onEscape: () => dispatch({ type: 'escape' }) });

  useEffect(() => {
    onShow?.();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- shown once, when it mounts

  const signup: PopupOverlaySignup = {
    submitted,
    markSubmitted() {
      if (submitted) return;
      setSubmitted(true);
      const stored = recordOnSubmit(settings, now());
      writeStoredRecord(store, stored);
      onSubmitted?.(stored);
    },
  };

  if (state.phase === 'hidden') return null;
  const z = stackedZIndex(0);

  const slot = typeof children === 'function' ? children(signup) : children;

  return (
    <Portal>
      <ModalFade {...fade} style={colors as CSSProperties | undefined} data-popup-overlay="">
        <Backdrop style={{ zIndex: z }} onClick={() => dispatch({ type: 'overlayClick' })} data-popup-backdrop="" />
        <Panel
          ref={modal.ref}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={body ? bodyId : undefined}
          tabIndex={-1}
          $withImage={!!image}
          style={{ zIndex: z + 1 }}
          onKeyDown={modal.onKeyDown}
        >
          {image && (
            <Figure>
              <img src={image.src} alt={image.alt} width={image.width} height={image.height} />
            </Figure>
          )}
          <Content>
            <Title id={titleId}>{title}</Title>
            {body ? (
              <Body id={bodyId}>
                <BodyText body={body} />
              </Body>
            ) : null}
            {slot ? <Slot>{slot}</Slot> : null}
          </Content>
          <CloseButton label={closeLabel} showsTitle onClick={() => dispatch({ type: 'cancel' })}>
            <CrossIcon />
          </CloseButton>
        </Panel>
      </ModalFade>
    </Portal>
  );
}
