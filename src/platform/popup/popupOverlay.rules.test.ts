import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PageType } from '../enums/pageTypes';
import { MobileInfoBarStyle, PopupOverlayStyle } from '../enums/display';
import { shouldShowMobileInfoBar } from './mobileInfoBar.rules';
import {
  isPopupOverlaySuppressed,
  popupOverlaySuppressionReason,
  readPopupOverlayRecord,
  shouldShowPopupOverlay,
  writePopupOverlayRecord,
  type PopupOverlayDisplaySettings,
} from './popupOverlay.rules';
import { isCookieBannerSuppressed, isScreenshotMode } from './screenshotMode.rules';

const DAY = 86_400_000;
const CLOSED = Date.UTC(2026, 0, 10);
const settings: PopupOverlayDisplaySettings = { version: 3, showUntilSignup: false, displayFrequencyDays: 7 };

describe('popup overlay display rule', () => {
  it('shows when there is no record', () => {
    expect(shouldShowPopupOverlay(null, settings, CLOSED)).toBe(true);
  });

  it('shows again when the stored version is older', () => {
    expect(shouldShowPopupOverlay({ version: 2, submitted: false, dateClosed: CLOSED }, settings, CLOSED + DAY)).toBe(true);
    expect(shouldShowPopupOverlay({ version: 3, submitted: false, dateClosed: CLOSED }, settings, CLOSED + DAY)).toBe(false);
  });

  it('shows once the closed date plus the frequency in days has passed', () => {
    const record = { version: 3, submitted: false, dateClosed: CLOSED };
    expect(shouldShowPopupOverlay(record, settings, CLOSED + 7 * DAY - 1)).toBe(false);
    expect(shouldShowPopupOverlay(record, settings, CLOSED + 7 * DAY)).toBe(true);
    expect(shouldShowPopupOverlay(record, { ...settings, displayFrequencyDays: 0 }, CLOSED)).toBe(true);
  });

  it('frequency -1 is never again after closing', () => {
    const record = { version: 3, submitted: false, dateClosed: CLOSED };
    expect(shouldShowPopupOverlay(record, { ...settings, displayFrequencyDays: -1 }, CLOSED + 3650 * DAY)).toBe(false);
  });

  it('never again once submitted with show-until-signup, even for a newer version', () => {
    const record = { version: 1, submitted: true, dateClosed: CLOSED };
    const untilSignup = { ...settings, showUntilSignup: true };
    expect(shouldShowPopupOverlay(record, untilSignup, CLOSED + 3650 * DAY)).toBe(false);
    expect(shouldShowPopupOverlay(record, settings, CLOSED + DAY)).toBe(true);
  });

  it('with show-until-signup, a visitor who has not submitted is never locked out for good', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 }), fc.integer({ min: 0, max: 1e12 }), (days, closed) => {
        const record = { version: 3, submitted: false, dateClosed: closed };
        const rule = { version: 3, showUntilSignup: true, displayFrequencyDays: days };
        expect(shouldShowPopupOverlay(record, rule, closed + days * DAY)).toBe(true);
      }),
    );
  });
});

describe('popup overlay record', () => {
  it('reads the spec storage keys, from an object or JSON', () => {
    expect(readPopupOverlayRecord({ version: 3, submitted: true, 'date-closed': CLOSED })).toEqual({ version: 3, submitted: true, dateClosed: CLOSED });
    expect(readPopupOverlayRecord(JSON.stringify({ version: '2', 'date-closed': '2026-01-10T00:00:00Z' }))).toEqual({
      version: 2,
      submitted: false,
      dateClosed: CLOSED,
    });
    expect(readPopupOverlayRecord({ dateClosed: CLOSED })).toEqual({ version: null, submitted: false, dateClosed: CLOSED });
  });

  it('no record for nothing or for junk', () => {
    for (const raw of [null, undefined, '', 'not json', '[1]', 7, [1]]) expect(readPopupOverlayRecord(raw)).toBeNull();
  });

  it('writes under the spec storage keys and reads back the same', () => {
    const record = { version: 4, submitted: true, dateClosed: CLOSED };
    const stored = writePopupOverlayRecord(record);
    expect(Object.keys(stored).sort()).toEqual(['date-closed', 'submitted', 'version']);
    expect(readPopupOverlayRecord(JSON.stringify(stored))).toEqual(record);
  });
});

describe('popup overlay suppression', () => {
  const base = { mobileEnabled: true, isMobile: false, style: PopupOverlayStyle.SHOW, pageType: PageType.PAGE, query: new URLSearchParams() };

  it('shown on an ordinary page', () => {
    expect(isPopupOverlaySuppressed(base)).toBe(false);
  });

  it('suppressed on mobile when mobile is disabled', () => {
    expect(isPopupOverlaySuppressed({ ...base, mobileEnabled: false, isMobile: true })).toBe(true);
    expect(isPopupOverlaySuppressed({ ...base, mobileEnabled: false, isMobile: false })).toBe(false);
    expect(isPopupOverlaySuppressed({ ...base, mobileEnabled: true, isMobile: true })).toBe(false);
  });

  it('suppressed with style none, on splash and lock screen pages, and in screenshot mode', () => {
    expect(isPopupOverlaySuppressed({ ...base, style: PopupOverlayStyle.NONE })).toBe(true);
    expect(isPopupOverlaySuppressed({ ...base, pageType: PageType.SPLASH_PAGE })).toBe(true);
    expect(isPopupOverlaySuppressed({ ...base, pageType: PageType.LOCK_SCREEN })).toBe(true);
    expect(isPopupOverlaySuppressed({ ...base, query: new URLSearchParams('screenshot=true') })).toBe(true);
    expect(isPopupOverlaySuppressed({ ...base, query: new URLSearchParams('shot=1'), screenshotParam: 'shot' })).toBe(true);
  });

  it('names the reason, the first in the rule order when several apply', () => {
    expect(popupOverlaySuppressionReason(base)).toBeNull();
    expect(popupOverlaySuppressionReason({ ...base, mobileEnabled: false, isMobile: true, style: PopupOverlayStyle.NONE })).toBe('mobile-disabled');
    expect(popupOverlaySuppressionReason({ ...base, style: PopupOverlayStyle.NONE, pageType: PageType.SPLASH_PAGE })).toBe('style-none');
    expect(popupOverlaySuppressionReason({ ...base, pageType: PageType.LOCK_SCREEN })).toBe('page-type');
    expect(popupOverlaySuppressionReason({ ...base, query: new URLSearchParams('screenshot=true') })).toBe('screenshot-mode');
  });
});

describe('screenshot mode and the cookie banner', () => {
  it('the marker anywhere in the query, with any value', () => {
    expect(isScreenshotMode(new URLSearchParams('a=1&screenshot'))).toBe(true);
    expect(isScreenshotMode(new URLSearchParams('a=1'))).toBe(false);
    expect(isCookieBannerSuppressed(new URLSearchParams('screenshot=1'))).toBe(true);
    expect(isCookieBannerSuppressed(new URLSearchParams(''))).toBe(false);
  });
});

describe('mobile info bar', () => {
  it('only up to 1024 px wide and only light or dark', () => {
    expect(shouldShowMobileInfoBar(1024, MobileInfoBarStyle.LIGHT)).toBe(true);
    expect(shouldShowMobileInfoBar(375, MobileInfoBarStyle.DARK)).toBe(true);
    expect(shouldShowMobileInfoBar(1025, MobileInfoBarStyle.DARK)).toBe(false);
    expect(shouldShowMobileInfoBar(375, MobileInfoBarStyle.NONE)).toBe(false);
    expect(shouldShowMobileInfoBar(375, 9)).toBe(false);
  });
});
