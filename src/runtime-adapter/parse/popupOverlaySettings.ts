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

/**
 * Defaults where a key is absent or null (the spec shows none; our choices): `version` 1,
 * `displayFrequency` -1 (never again after closing), `showUntilSignup` true, `mobileEnabled`
 * true. `style` has no default: without it the overlay is refused. A key of the wrong kind
 * is refused with a TypeError naming it.
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
  return {
    display: { version: number('version', 1), showUntilSignup: flag('showUntilSignup', true), displayFrequencyDays: number('displayFrequency', -1) },
    style: number('style', null),
    mobileEnabled: flag('mobileEnabled', true),
  };
}
