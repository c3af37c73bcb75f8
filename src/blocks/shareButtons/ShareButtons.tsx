import { useEffect } from 'react';
import { VisuallyHidden } from '../../primitives/a11y/VisuallyHidden';
import { useMachine } from '../../primitives/machine/useMachine';
import {
  SHARE_SERVICES,
  checkedPageUrl,
  copyAnnouncement,
  copyStep,
  shareLinks,
  type CopyEvent,
  type CopyState,
  type ShareService,
} from './shareButtons.rules';
import { Announcer, CopyButton, List, ShareLink } from './ShareButtons.styles';
import { ShareIcon } from './shareIcons';

export interface ShareButtonsProps {
  /** The page's absolute http(s) address. */
  url: string;
  /** The page's title, sent with the link where the service takes one. */
  title: string;
  /** Which services, in order (default Facebook, X, LinkedIn, email). */
  services?: readonly ShareService[];
  /**
   * Puts text on the clipboard. The runtime adapter passes navigator.clipboard's
   * writeText; without it there is no copy-link button.
   */
  copyText?: (text: string) => Promise<void>;
  /** Show icons only; the names stay as accessible names. */
  iconsOnly?: boolean;
  /** How long "Link copied" stays, in ms; null keeps it until the next copy. */
  resetAfterMs?: number | null;
  /** The list's accessible name (default "Share this page"). */
  label?: string;
}

/** Our wording (the spec gives none). */
export const SHARE_DEFAULTS = { label: 'Share this page', copy: 'Copy link' } as const;

/**
 * Share buttons: one plain link per service with the page's address and title encoded,
 * the web services opening in a new window (rel noopener), and a copy-link button that
 * announces "Link copied" in a polite live region.
 */
export function ShareButtons({
  url,
  title,
  services = SHARE_SERVICES,
  copyText,
  iconsOnly = false,
  resetAfterMs = 4000,
  label = SHARE_DEFAULTS.label,
}: ShareButtonsProps) {
  const links = shareLinks({ url, title }, services);
  const [copy, send] = useMachine(
    copyStep,
    (): CopyState => 'idle',
    async (): Promise<CopyEvent> => {
      try {
        await copyText?.(checkedPageUrl(url));
        return { type: 'copied' };
      } catch {
        return { type: 'failed' };
      }
    },
  );
  useEffect(() => {
    if ((copy !== 'copied' && copy !== 'failed') || resetAfterMs === null) return;
    const timer = setTimeout(() => send({ type: 'reset' }), resetAfterMs);
    return () => clearTimeout(timer);
  }, [copy, resetAfterMs, send]);

  const copyLink = () => send({ type: 'copy' });

  const name = (text: string) => (iconsOnly ? <VisuallyHidden>{text}</VisuallyHidden> : <span>{text}</span>);

  return (
    <div data-share-buttons="">
      <List aria-label={label}>
        {links.map((link) => (
          <li key={link.service}>
            <ShareLink href={link.href} $iconOnly={iconsOnly} {...(link.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              <ShareIcon name={link.service} />
              {name(link.label)}
              {link.newWindow && <VisuallyHidden> (opens in a new window)</VisuallyHidden>}
            </ShareLink>
          </li>
        ))}
        {copyText && (
          <li>
            <CopyButton $iconOnly={iconsOnly} $busy={copy === 'copying'} onClick={copyLink}>
              <ShareIcon name="copy" />
              {name(SHARE_DEFAULTS.copy)}
            </CopyButton>
          </li>
        )}
      </List>
      {copyText && <Announcer role="status">{copyAnnouncement(copy)}</Announcer>}
    </div>
  );
}
