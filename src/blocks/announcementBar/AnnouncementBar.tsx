import { Fragment, useMemo, useState } from 'react';
import { readAnnouncement, type AnnouncementInput } from './announcementBar.rules';
import { Bar, DismissButton, Message } from './AnnouncementBar.styles';

export interface AnnouncementBarProps extends AnnouncementInput {
  /** Show a dismiss button (default true). */
  dismissible?: boolean;
  /** The visitor dismissed it: the caller may remember that (the bar removes itself). */
  onDismiss?: () => void;
  /** The region's accessible name. */
  label?: string;
  /** The dismiss button's accessible name. */
  dismissLabel?: string;
}

/** Our wording; the spec gives none. */
export const ANNOUNCEMENT_BAR_LABEL = 'Announcement';
export const ANNOUNCEMENT_DISMISS_LABEL = 'Dismiss announcement';

function CrossIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The announcement bar: a line of text across the top of the page, with an optional
 * link, that the visitor may dismiss. A named region in the page's flow, so it reserves
 * its own height and nothing shifts while the page loads; after a dismissal it removes
 * itself (the page moves up in answer to the visitor's own click). Renders nothing when
 * there is nothing to say.
 */
export function AnnouncementBar({
  text,
  link,
  dismissible = true,
  onDismiss,
  label = ANNOUNCEMENT_BAR_LABEL,
  dismissLabel = ANNOUNCEMENT_DISMISS_LABEL,
}: AnnouncementBarProps) {
  const segments = useMemo(() => readAnnouncement({ text, link }), [text, link]);
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || segments === null) return null;

  return (
    <Bar aria-label={label} data-announcement-bar="">
      <Message>
        {segments.map((s, i) => (
          <Fragment key={i}>
            {i > 0 && ' '}
            {s.href === null ? (
              s.text
            ) : (
              <a href={s.href} {...(s.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {s.text}
              </a>
            )}
          </Fragment>
        ))}
      </Message>
      {dismissible && (
        <DismissButton
          type="button"
          aria-label={dismissLabel}
          title={dismissLabel}
          onClick={() => {
            setDismissed(true);
            onDismiss?.();
          }}
        >
          <CrossIcon />
        </DismissButton>
      )}
    </Bar>
  );
}
