/**
 * The popup overlay's controller: ties the stored record, the overlay's display settings
 * and the suppression inputs into "show or not", and says what to write when the
 * visitor closes it or signs up. Built on the platform's popup rules; pure (the clock is
 * passed in as `now`).
 */
import {
  POPUP_NEVER_AGAIN_AFTER_CLOSING,
  isPopupOverlaySuppressed,
  readPopupOverlayRecord,
  shouldShowPopupOverlay,
  writePopupOverlayRecord,
  type PopupOverlayDisplaySettings,
  type PopupOverlayRecord,
  type PopupOverlaySuppressionInputs,
} from '../../platform';
import type { StoredPopupOverlayRecord } from './popupOverlayStore';

/**
 * Why the overlay stays away: `suppressed` (mobile disabled on a mobile device, style
 * none, splash or lock screen page, screenshot mode) or `display-rule` (the stored
 * record says not yet, or not again).
 */
export type PopupOverlayHiddenReason = 'suppressed' | 'display-rule';

export type PopupOverlayDecision =
  { show: true; record: PopupOverlayRecord | null } | { show: false; reason: PopupOverlayHiddenReason; record: PopupOverlayRecord | null };

export interface PopupOverlayDecisionInputs {
  settings: PopupOverlayDisplaySettings;
  suppression: PopupOverlaySuppressionInputs;
  /** The stored record as read from the store (object, JSON text, null, or junk). */
  stored: unknown;
  /** Milliseconds since the epoch. */
  now: number;
}

export class PopupOverlaySettingsError extends TypeError {
  constructor(message: string) {
    super(`Popup overlay settings: ${message}`);
    this.name = 'PopupOverlaySettingsError';
  }
}

/** Throws a PopupOverlaySettingsError naming the first bad field. */
export function assertPopupOverlaySettings(settings: PopupOverlayDisplaySettings): void {
  if (typeof settings.version !== 'number' || !Number.isFinite(settings.version)) {
    throw new PopupOverlaySettingsError(`version must be a finite number, not ${String(settings.version)}`);
  }
  const days = settings.displayFrequencyDays;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < POPUP_NEVER_AGAIN_AFTER_CLOSING) {
    throw new PopupOverlaySettingsError(`displayFrequencyDays must be a whole number of days, or -1 for never again after closing, not ${String(days)}`);
  }
  if (typeof settings.showUntilSignup !== 'boolean') {
    throw new PopupOverlaySettingsError(`showUntilSignup must be true or false, not ${String(settings.showUntilSignup)}`);
  }
}

/** Show or not: suppression first, then the display rule over the stored record (junk reads as no record). */
export function decidePopupOverlay({ settings, suppression, stored, now }: PopupOverlayDecisionInputs): PopupOverlayDecision {
  assertPopupOverlaySettings(settings);
  const record = readPopupOverlayRecord(stored);
  if (isPopupOverlaySuppressed(suppression)) return { show: false, reason: 'suppressed', record };
  if (!shouldShowPopupOverlay(record, settings, now)) return { show: false, reason: 'display-rule', record };
  return { show: true, record };
}

/**
 * What to write when the visitor closes the overlay: the settings' version, the closed
 * date, and a signup already recorded kept (a visitor who signed up stays signed up).
 */
export function recordOnClose(previous: PopupOverlayRecord | null, settings: PopupOverlayDisplaySettings, now: number): StoredPopupOverlayRecord {
  return writePopupOverlayRecord({ version: settings.version, submitted: previous?.submitted ?? false, dateClosed: now });
}

/**
 * What to write when the visitor signs up through the overlay: submitted, the settings'
 * version, and the signup's time as the closed date, so the display frequency also
 * counts from a signup when show-until-signup is off (the spec is silent; our choice).
 */
export function recordOnSubmit(settings: PopupOverlayDisplaySettings, now: number): StoredPopupOverlayRecord {
  return writePopupOverlayRecord({ version: settings.version, submitted: true, dateClosed: now });
}
