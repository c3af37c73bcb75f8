/**
 * Addresses of the maps provider (pure). Spec: "A maps script is loaded from a maps provider with a
 * render key from page context (base64-decoded), plus language and region when a locale is given."
 *
 * The provider is the one whose key the page context carries (`gmRenderKey`): Google Maps. Its script
 * address and its public "search" page for the open-in-maps link are our choices, named here.
 */
import type { LatLng } from './map.rules';

export const MAPS_SCRIPT_BASE_URL = 'https://maps.googleapis.com/maps/api/js';
export const MAPS_PAGE_BASE_URL = 'https://www.google.com/maps/search/';
/** What the open-in-maps link says (our wording; the spec does not show one). */
export const MAPS_PROVIDER_NAME = 'Google Maps';

export class MapsProviderError extends Error {
  override name = 'MapsProviderError';
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The render key as the page gives it, base64-decoded. A key that is not valid base64
 * (wrong alphabet, bad padding, or empty once decoded) is a clear error, never a garbled key.
 */
export function decodeRenderKey(encoded: string): string {
  const key = encoded.trim();
  if (key.length === 0 || key.length % 4 !== 0 || !BASE64.test(key)) {
    throw new MapsProviderError('The maps render key is not valid base64');
  }
  const bytes = Uint8Array.from(atob(key), (c) => c.charCodeAt(0));
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new MapsProviderError('The maps render key is not valid base64 text');
  }
  if (decoded.trim() === '') throw new MapsProviderError('The maps render key is empty once decoded');
  return decoded;
}

export interface MapsLocale {
  language: string;
  region?: string;
}

/**
 * 'en-GB' (or 'en_GB') → language en, region GB; 'fr' → language fr. Anything that is not a
 * language tag of that shape is an error rather than a guess.
 */
export function parseMapsLocale(locale: string): MapsLocale {
  const match = /^([A-Za-z]{2,3})(?:[-_]([A-Za-z]{2}|\d{3}))?$/.exec(locale.trim());
  if (!match) throw new MapsProviderError(`The locale "${locale}" is not a language tag like en or en-GB`);
  const language = match[1]!.toLowerCase();
  const region = match[2]?.toUpperCase();
  return region ? { language, region } : { language };
}

export interface MapsScriptRequest {
  /** The render key from page context, still base64-encoded. */
  renderKey: string;
  /** The visitor's or the website's locale; language and region are added when given. */
  locale?: string | null;
}

/** The provider script's address: the decoded key, plus language and region when a locale is given. */
export function buildMapsScriptUrl({ renderKey, locale }: MapsScriptRequest): string {
  const params = new URLSearchParams({ key: decodeRenderKey(renderKey) });
  if (locale !== undefined && locale !== null && locale.trim() !== '') {
    const { language, region } = parseMapsLocale(locale);
    params.set('language', language);
    if (region) params.set('region', region);
  }
  return `${MAPS_SCRIPT_BASE_URL}?${params.toString()}`;
}

/** The provider's map page for a point: what link-on-click and the fallback link open. */
export function buildMapsPageUrl(point: LatLng): string {
  const params = new URLSearchParams({ api: '1', query: `${point.lat},${point.lng}` });
  return `${MAPS_PAGE_BASE_URL}?${params.toString()}`;
}
