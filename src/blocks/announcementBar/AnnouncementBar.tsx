import { Fragment, useMemo } from 'react';
import { useDismissal } from '../../primitives/dismiss/useDismissal';
import { readAnnouncement, type AnnouncementInput } from './announcementBar.rules';
import { Bar, BarDismissButton, Message } from './AnnouncementBar.styles';

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
  const [dismissed, dismiss] = useDismissal(onDismiss);
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
      {dismissible && <BarDismissButton label={dismissLabel} onDismiss={dismiss} />}
    </Bar>
  );
}
