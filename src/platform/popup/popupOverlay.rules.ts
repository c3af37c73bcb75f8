/**
 * When the popup overlay appears: the display record kept in local storage, the display
 * rule, and the suppression rule. Pure: the clock and the query are passed in.
 */
import { PageType } from '../enums/pageTypes';
import { PopupOverlayStorageKey, PopupOverlayStyle } from '../enums/display';
import { isScreenshotMode, type QueryLike } from './screenshotMode.rules';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Display frequency meaning "never again after closing". */
export const POPUP_NEVER_AGAIN_AFTER_CLOSING = -1;

/** The local-storage record: settings version seen, submitted flag, closed date (ms since epoch). */
export interface PopupOverlayRecord {
  version: number | null;
  submitted: boolean;
  dateClosed: number | null;
}

export interface PopupOverlayDisplaySettings {
  /** The version of the overlay settings; a record of an older version is shown again. */
  version: number;
  /** Once the visitor has submitted, never show it again. */
  showUntilSignup: boolean;
  /** Days after closing before it shows again; -1 means never again after closing. */
  displayFrequencyDays: number;
}

function readStamp(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    if (Number.isFinite(n)) return n;
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
}

/**
 * Reads a stored record: an object keyed by the spec's storage keys (`version`,
 * `submitted`, `date-closed`; `dateClosed` is accepted too), or its JSON text. Null when
 * there is no record or it is not an object.
 */
export function readPopupOverlayRecord(raw: unknown): PopupOverlayRecord | null {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const submitted = record[PopupOverlayStorageKey.SUBMITTED];
  return {
    version: readStamp(record[PopupOverlayStorageKey.VERSION]),
    submitted: submitted === true || submitted === 'true',
    dateClosed: readStamp(record[PopupOverlayStorageKey.DATE_CLOSED] ?? record['dateClosed']),
  };
}

/** The record as stored, under the spec's storage keys. */
export function writePopupOverlayRecord(record: PopupOverlayRecord): Record<PopupOverlayStorageKey, number | boolean | null> {
  return {
    [PopupOverlayStorageKey.VERSION]: record.version,
    [PopupOverlayStorageKey.SUBMITTED]: record.submitted,
    [PopupOverlayStorageKey.DATE_CLOSED]: record.dateClosed,
  };
}

/**
 * The display rule. Never again once submitted with show-until-signup on; otherwise shown
 * when there is no record, when the stored version is older than the settings, or when
 * the closed date plus the frequency in days has passed (-1: never again after closing).
 * A record without a closed date (submitted, never closed) is shown.
 */
export function shouldShowPopupOverlay(record: PopupOverlayRecord | null, settings: PopupOverlayDisplaySettings, now: number): boolean {
  if (record === null) return true;
  if (record.submitted && settings.showUntilSignup) return false;
  if (record.version === null || record.version < settings.version) return true;
  if (record.dateClosed === null) return true;
  if (settings.displayFrequencyDays === POPUP_NEVER_AGAIN_AFTER_CLOSING) return false;
  return now >= popupOverlayShowsAgainAt(record.dateClosed, settings);
}

/** When an overlay closed at `dateClosed` may show again: the closed date plus the frequency in days. */
export function popupOverlayShowsAgainAt(dateClosed: number, settings: PopupOverlayDisplaySettings): number {
  return dateClosed + settings.displayFrequencyDays * DAY_MS;
}

export interface PopupOverlaySuppressionInputs {
  /** The overlay's "show on mobile" setting. */
  mobileEnabled: boolean;
  isMobile: boolean;
  /** `PopupOverlayStyle` number. */
  style: number;
  pageType: number | null;
  query: QueryLike;
  /** Name of the screenshot-mode query parameter, if not the default. */
  screenshotParam?: string;
}

/** Why the popup overlay is never shown on this page view (the suppression rule), in the rule's order. */
export type PopupOverlaySuppressionReason = 'mobile-disabled' | 'style-none' | 'page-type' | 'screenshot-mode';

/**
 * The suppression rule with its reason: mobile disabled on a mobile device, the style is
 * none, the page is a splash page or a lock screen, or screenshot mode is in the query
 * string. Null when nothing suppresses it.
 */
export function popupOverlaySuppressionReason(inputs: PopupOverlaySuppressionInputs): PopupOverlaySuppressionReason | null {
  if (!inputs.mobileEnabled && inputs.isMobile) return 'mobile-disabled';
  if (inputs.style === PopupOverlayStyle.NONE) return 'style-none';
  if (inputs.pageType === PageType.SPLASH_PAGE || inputs.pageType === PageType.LOCK_SCREEN) return 'page-type';
  return isScreenshotMode(inputs.query, inputs.screenshotParam) ? 'screenshot-mode' : null;
}

/** Never shown when the suppression rule names a reason. */
export function isPopupOverlaySuppressed(inputs: PopupOverlaySuppressionInputs): boolean {
  return popupOverlaySuppressionReason(inputs) !== null;
}
