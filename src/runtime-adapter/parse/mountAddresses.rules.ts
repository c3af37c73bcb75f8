/**
 * The one address rule (`platform/links/usableAddress.rules`) applied to a mount's props
 * before its chunk sees them: every string under a key that names an address (`href`,
 * `src`, `url`, `link`, `linkTo`, `buttonLink`, `data-src`, `data-image`, any key ending in
 * `Url`, `Href`, `Src`, `-url`, `-href` or `-src`), at any depth of the block's JSON and of
 * what the scanners read, is checked; a refused one is left out (as if the block had none:
 * the view shows its text, not a link, or no image), and reported once with where it was.
 * Keys naming an image, a poster, a thumbnail, an asset, an icon, a script, a frame or media are sources
 * (http, https, relative); the others links (also mailto and tel). Pure.
 */
import { checkAddress, refusedAddressMessage, type AddressUse } from '../../platform/links/usableAddress.rules';

const ADDRESS_KEY = /^(?:href|src|url|link|linkto|buttonlink|image|data-image)$|(?:url|href|src)$/i;
const SOURCE_KEY = /src|image|poster|thumbnail|asset|icon|script|logo|avatar|widget|frame|embed|player|video|audio|track/i;

export type RefusedAddress = (where: string, use: AddressUse, scheme: string) => void;

/**
 * The use an address under `key` is put to, or null when the key names no address; an
 * object under a key naming an image (`image: { url }`) makes its addresses sources.
 */
export function addressUseOfKey(key: string, parentKey = ''): AddressUse | null {
  if (!ADDRESS_KEY.test(key)) return null;
  return SOURCE_KEY.test(key) || SOURCE_KEY.test(parentKey) ? 'src' : 'href';
}

/** The last key of a path such as `posts[2].image` (`image`). */
function lastKey(where: string): string {
  return (
    where
      .replace(/\[\d+\]/g, '')
      .split('.')
      .pop() ?? ''
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * `value` with every refused address left out; the same object when nothing was refused
 * (nothing is copied then). Only plain objects and arrays are entered (elements, dates…
 * are kept as they are).
 */
export function withUsableAddresses<T>(value: T, onRefused: RefusedAddress, where = ''): T {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item, index) => {
      const checked = withUsableAddresses(item, onRefused, `${where}[${index}]`);
      if (checked !== item) changed = true;
      return checked;
    });
    return (changed ? next : value) as T;
  }
  if (!isPlainObject(value)) return value;
  let next: Record<string, unknown> | null = null;
  // asked once an object, and paths written only where they are used: 10,000 slides hold about 100,000 strings
  const parentKey = lastKey(where);
  const pathOf = (key: string) => (where === '' ? key : `${where}.${key}`);
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string') {
      const use = addressUseOfKey(key, parentKey);
      if (use === null) continue;
      const verdict = checkAddress(item, use);
      if (!verdict.usable) {
        onRefused(pathOf(key), use, verdict.scheme);
        next ??= { ...value };
        delete next[key];
      }
      continue;
    }
    if (!Array.isArray(item) && !isPlainObject(item)) continue;
    const checked = withUsableAddresses(item, onRefused, pathOf(key));
    if (checked !== item) {
      next ??= { ...value };
      next[key] = checked;
    }
  }
  return (next ?? value) as T;
}

/** The props with every refused address left out, each reported in one message naming `who`, where it was and its scheme. */
export function propsWithUsableAddresses<T>(props: T, who: string, report: (message: string) => void): T {
  return withUsableAddresses(props, (where, use, scheme) => report(refusedAddressMessage(who, `at ${where}`, use, scheme)));
}
