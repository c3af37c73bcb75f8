/**
 * The popup overlay's settings (`data-popup-overlay-json`, decoded) read into what the
 * overlay's controller takes. Run in the mount chunks (popup overlay, overlay manager),
 * not in the start-up code. Pure.
 */
import type { PopupOverlayDisplaySettings } from '../../platform/popup/popupOverlay.rules';
import type { BlockSettings } from './blockJson';

/** What the overlay's controller and suppression rule take from its settings. */
export interface PopupOverlaySettingsRead {
  display: PopupOverlayDisplaySettings;
  /** `PopupOverlayStyle` (none 1, show 2). */
  style: number;
  mobileEnabled: boolean;
}

/** The longest wait between showings, in days (100 years): beyond it the dates the overlay works out leave the calendar. */
export const MAX_DISPLAY_FREQUENCY_DAYS = 36500;

/**
 * Defaults where a key is absent or null (the spec shows none; our choices): `version` 1,
 * `displayFrequency` -1 (never again after closing), `showUntilSignup` true, `mobileEnabled`
 * true. `style` has no default: without it the overlay is refused. A key of the wrong kind
 * is refused with a TypeError naming it; a `displayFrequency` that is not a whole number
 * from -1 to 36500 with a RangeError (the controller would throw while drawing, uncaught).
 */
export function readPopupOverlaySettings(settings: BlockSettings): PopupOverlaySettingsRead {
  const number = (key: string, fallback: number | null): number => {
    const value = settings[key];
    if (value === undefined || value === null) {
      if (fallback === null) throw new TypeError(`popup overlay: ${key} is missing`);
      return fallback;
    }
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new TypeError(`popup overlay: ${key} must be a number`);
    return value;
  };
  const flag = (key: string, fallback: boolean): boolean => {
    const value = settings[key];
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'boolean') throw new TypeError(`popup overlay: ${key} must be true or false`);
    return value;
  };
  const days = number('displayFrequency', -1);
  if (!Number.isInteger(days) || days < -1 || days > MAX_DISPLAY_FREQUENCY_DAYS) {
    throw new RangeError(`popup overlay: displayFrequency must be a whole number of days from -1 to ${MAX_DISPLAY_FREQUENCY_DAYS}, not ${days}`);
  }
  return {
    display: { version: number('version', 1), showUntilSignup: flag('showUntilSignup', true), displayFrequencyDays: days },
    style: number('style', null),
    mobileEnabled: flag('mobileEnabled', true),
  };
}
