import { useEffect, useState } from 'react';
import { useDismissal } from '../../primitives/dismiss/useDismissal';
import { useReducedMotion } from '../../primitives/reducedMotion';
import { LOGOUT_NOTICE, splitNotice } from './logoutNotice.rules';
import { Anchor, Toast, ToastDismissButton } from './LogoutNotice.styles';

export interface LogoutNoticeProps {
  /** The notice (default: the spec's "Logout Successful: You have been successfully logged out."). */
  message?: string;
  /** The visitor dismissed it. */
  onDismiss?: () => void;
  /** The dismiss button's accessible name. */
  dismissLabel?: string;
}

/** Our wording; the spec gives none. */
export const LOGOUT_NOTICE_DISMISS_LABEL = 'Dismiss notice';

/**
 * The logout notice (000 §2): a toast at the top of the screen after a logout, saying
 * "Logout Successful: You have been successfully logged out." until the visitor
 * dismisses it. The caller mounts it when the page's query has `logout=true`.
 *
 * A polite live region (role status) that is in the page before its words, which are
 * put in just after mounting, so screen readers announce them without taking focus.
 * The dismiss button sits beside the region, not in it. It slides in, or simply appears
 * under reduced motion; fixed over the page, so nothing moves.
 */
export function LogoutNotice({ message = LOGOUT_NOTICE, onDismiss, dismissLabel = LOGOUT_NOTICE_DISMISS_LABEL }: LogoutNoticeProps) {
  const reducedMotion = useReducedMotion();
  const [ready, setReady] = useState(false);
  const [dismissed, dismiss] = useDismissal(onDismiss);
  useEffect(() => setReady(true), []);
  const open = ready && !dismissed;
  const { lead, rest } = splitNotice(message);

  return (
    <Anchor data-logout-notice="" data-open={open}>
      <Toast $open={open} $animate={!reducedMotion}>
        <div role="status">
          {open && (
            <>
              {lead && <strong>{lead}</strong>}
              {rest}
            </>
          )}
        </div>
        {open && <ToastDismissButton label={dismissLabel} onDismiss={dismiss} />}
      </Toast>
    </Anchor>
  );
}
