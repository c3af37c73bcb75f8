/**
 * Mount chunk: the announcement bar. Two sources:
 * - the platform's: an empty `.sqs-announcement-bar-dropzone` and the context's
 *   `announcementBarSettings.text`, the owner's rich text (HTML), passed as `html`: its words
 *   become the bar's text and its first link the bar's link (every word is kept; a second
 *   link's words stay as text);
 * - ours: `.sqs-announcement-bar[data-announcement-bar-json]` (`text`, `link`, `dismissible`),
 *   its server text kept for visitors without JavaScript.
 * The page's stylesheet gives the element the bar's least height (44 px), and start-up lays the
 * bar's words out unseen in it, so the bar takes the space it already had (two lines on a phone);
 * a dismissal hides the element. The dismissal is not remembered
 * (the spec is silent): the bar is back on the next page. Settings with no text and no
 * link (an empty attribute) leave the bar as rendered, marked `data-runtime-left`, with one
 * console warning.
 */
import { AnnouncementBar } from '../../blocks/announcementBar/AnnouncementBar';
import { checkAddress, refusedAddressMessage } from '../../platform/links/usableAddress.rules';
import { readAnnouncementBarSettings, type AnnouncementBarSettings } from '../parse/pageBarsMarkup';
import type { MountFunction } from '../mountTypes';
import { LEFT_ATTRIBUTE, replaceBlockContent } from './renderRoot';
import { RESERVED_ATTRIBUTE } from '../scan/reservedBoxes';
import { announcementBarContent, collapseSpaces, endBlockLines } from '../scan/announcementBarHtml';

/**
 * The bar's text and link from the owner's HTML, parsed inert (a template: nothing in it
 * loads or runs). The first `a[href]` is the link, its words the label; the other words the text.
 * A link the one address rule refuses is no link: its words stay in the text, and
 * `onRefused` hears its scheme.
 */
export function announcementFromHtml(html: string, doc: Document, onRefused?: (scheme: string) => void): AnnouncementBarSettings {
  const content = announcementBarContent(html, doc);
  const anchor = content.querySelector('a[href]');
  const label = collapseSpaces(anchor?.textContent);
  const verdict = checkAddress(anchor?.getAttribute('href') ?? '', 'href');
  if (anchor && !verdict.usable) onRefused?.(verdict.scheme);
  const link = anchor && label !== '' && verdict.usable ? { href: verdict.address, label, newWindow: anchor.getAttribute('target') === '_blank' } : null;
  if (link) anchor!.remove();
  endBlockLines(content);
  const text = collapseSpaces(content.textContent);
  return { text: text === '' ? null : text, link, dismissible: true };
}

export const mount: MountFunction<'announcementBar'> = (element, { settings }, context) => {
  const refused = (scheme: string) => console.warn(refusedAddressMessage('The announcement bar', 'in its text', 'href', scheme));
  const { text, link, dismissible } =
    typeof settings.html === 'string' ? announcementFromHtml(settings.html, element.ownerDocument, refused) : readAnnouncementBarSettings(settings);
  // no text and no link (an empty attribute, `{}`): the server's bar stays as it is
  // the bar's words start-up laid out unseen in the platform's dropzone (scan/reservedAnnouncementBar.ts): ours, not the server's
  const reservedWords = () => element.querySelectorAll(`:scope > [${RESERVED_ATTRIBUTE}]`).forEach((words) => words.remove());
  if (text === null && link === null) {
    reservedWords();
    element.setAttribute(LEFT_ATTRIBUTE, 'text');
    console.warn(`The announcement bar${element.id ? ` #${element.id}` : ''} left as rendered: its settings hold no text or link`);
    return () => element.removeAttribute(LEFT_ATTRIBUTE);
  }
  const unmount = replaceBlockContent(
    element,
    <AnnouncementBar text={text} link={link} dismissible={dismissible} onDismiss={() => (element.hidden = true)} />,
    context,
    'runtime-announcement-bar',
  );
  return () => {
    unmount();
    reservedWords();
    element.hidden = false;
  };
};
