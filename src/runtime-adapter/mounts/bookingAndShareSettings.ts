/**
 * The table booking and share buttons blocks' own settings, read in their mount chunks.
 * Settings they refuse throw an Error naming the key. Pure.
 */
import type { BlockSettings } from '../parse/blockJson';
import { checkAddress } from '../../platform/links/usableAddress.rules';
import { str } from './markupValues';

/**
 * The table booking widget's address (`widgetUrl` in the JSON): an http(s) or same-site
 * address, or null (the block is then left as rendered: the server's fallback shows).
 */
export function tableBookingWidgetUrl(settings: BlockSettings): string | null {
  const url = str(settings.widgetUrl);
  if (url === null) return null;
  // the one address rule, as a frame's source (java\tscript: and the like are refused too)
  const verdict = checkAddress(url, 'src');
  if (!verdict.usable) throw new Error(`widgetUrl must be an http(s) or same-site address, not one with the scheme ${JSON.stringify(verdict.scheme)}`);
  return verdict.address;
}

/** The share buttons' own settings: `iconsOnly` (default false) and an optional `title` for the shared page. */
export function readShareButtonsSettings(settings: BlockSettings): { iconsOnly: boolean; title: string | null } {
  if (settings.iconsOnly !== undefined && settings.iconsOnly !== null && typeof settings.iconsOnly !== 'boolean') {
    throw new Error(`iconsOnly must be true or false, not ${JSON.stringify(settings.iconsOnly)}`);
  }
  return { iconsOnly: settings.iconsOnly === true, title: str(settings.title) };
}
