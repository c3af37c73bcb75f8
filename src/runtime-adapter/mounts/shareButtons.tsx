/**
 * Mount chunk: share buttons in place of their server markup, sharing this page: its
 * address (`location.href`) and title (the JSON's `title`, else the document's), copied
 * with `navigator.clipboard.writeText` (no clipboard: no copy button). An address that
 * is not http(s) throws; the mounter logs it with the block and the markup stays.
 */
import { ShareButtons } from '../../blocks/shareButtons/ShareButtons';
import { checkedPageUrl } from '../../blocks/shareButtons/shareButtons.rules';
import type { MountFunction } from '../mountTypes';
import { readShareButtonsSettings } from './bookingAndShareSettings';
import { replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'shareButtons'> = (element, { settings }, context) => {
  const { iconsOnly, title } = readShareButtonsSettings(settings);
  const doc = element.ownerDocument;
  const url = checkedPageUrl(doc.location.href);
  const clipboard = doc.defaultView?.navigator.clipboard;
  const copyText = clipboard ? (text: string) => clipboard.writeText(text) : undefined;
  return replaceBlockContent(
    element,
    <ShareButtons url={url} title={title ?? doc.title} copyText={copyText} iconsOnly={iconsOnly} />,
    context,
    'runtime-share-buttons',
  );
};
