/**
 * The announcement bar's and the mobile information bar's settings, read from their
 * decoded JSON into the blocks' inputs. Pure; run in the mount chunks.
 *
 * - `.sqs-announcement-bar[data-announcement-bar-json]`: `text`, `link` (`href`, `label`,
 *   `newWindow`), `dismissible` (default true).
 * - `.sqs-mobile-info-bar[data-mobile-info-bar-json]`: `style` (`MobileInfoBarStyle`: none 1,
 *   light 2, dark 3; default none), `items` [{ `kind` (phone, email, location, hours), `value`,
 *   `href` }].
 * Absent or null keys take the defaults; a key of the wrong kind is refused with a
 * TypeError naming it.
 */
import type { AnnouncementInput } from '../../blocks/announcementBar/announcementBar.rules';
import type { MobileInfoItemInput } from '../../blocks/mobileInfoBar/mobileInfoItems.rules';
import type { BlockSettings } from './blockJson';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

function optionalString(data: Json, key: string, where: string): string | null {
  const value = data[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new TypeError(`${where}: ${key} must be text`);
  return value;
}

function optionalBoolean(data: Json, key: string, where: string, fallback: boolean): boolean {
  const value = data[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw new TypeError(`${where}: ${key} must be true or false`);
  return value;
}

export interface AnnouncementBarSettings extends AnnouncementInput {
  dismissible: boolean;
}

export function readAnnouncementBarSettings(settings: BlockSettings): AnnouncementBarSettings {
  const where = 'announcement bar';
  const link = settings.link;
  if (link !== undefined && link !== null && !isRecord(link)) throw new TypeError(`${where}: link must be an object`);
  const href = link ? optionalString(link, 'href', `${where} link`) : null;
  return {
    text: optionalString(settings, 'text', where),
    link:
      link && href
        ? { href, label: optionalString(link, 'label', `${where} link`), newWindow: optionalBoolean(link, 'newWindow', `${where} link`, false) }
        : null,
    dismissible: optionalBoolean(settings, 'dismissible', where, true),
  };
}

export interface MobileInfoBarSettings {
  barStyle: number;
  items: MobileInfoItemInput[];
}

/** `MobileInfoBarStyle.NONE`: the bar's default when the JSON names no style. */
const MOBILE_INFO_BAR_STYLE_NONE = 1;

export function readMobileInfoBarSettings(settings: BlockSettings): MobileInfoBarSettings {
  const where = 'mobile info bar';
  const style = settings.style;
  if (style !== undefined && style !== null && (typeof style !== 'number' || !Number.isInteger(style)))
    throw new TypeError(`${where}: style must be a whole number`);
  const items = settings.items;
  if (items !== undefined && items !== null && !Array.isArray(items)) throw new TypeError(`${where}: items must be a list`);
  const read = ((items as unknown[] | null | undefined) ?? []).flatMap((item, i): MobileInfoItemInput[] => {
    if (item === null) return [];
    if (!isRecord(item)) throw new TypeError(`${where}: items[${i}] must be an object`);
    const kind = optionalString(item, 'kind', `${where} items[${i}]`);
    const value = optionalString(item, 'value', `${where} items[${i}]`);
    if (kind === null || value === null) throw new TypeError(`${where}: items[${i}] needs a kind and a value`);
    return [{ kind: kind as MobileInfoItemInput['kind'], value, href: optionalString(item, 'href', `${where} items[${i}]`) }];
  });
  return { barStyle: (style as number | null | undefined) ?? MOBILE_INFO_BAR_STYLE_NONE, items: read };
}
