import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PageType, PopupOverlayStyle } from '../../platform';
import { PopupOverlaySettingsError, decidePopupOverlay, recordOnClose, recordOnSubmit, type PopupOverlayDecisionInputs } from './popupOverlay.controller';
import { memoryPopupOverlayStore, readStoredRecord, writeStoredRecord } from './popupOverlayStore';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 0, 10, 12);
const settings = { version: 3, showUntilSignup: false, displayFrequencyDays: 7 };
const suppression = { mobileEnabled: true, isMobile: false, style: PopupOverlayStyle.SHOW, pageType: PageType.PAGE, query: new URLSearchParams() };
const inputs = (over: Partial<PopupOverlayDecisionInputs> = {}): PopupOverlayDecisionInputs => ({ settings, suppression, stored: null, now: NOW, ...over });

describe('decidePopupOverlay', () => {
  it('shows on a first visit', () => {
    expect(decidePopupOverlay(inputs())).toEqual({ show: true, record: null });
  });

  it('stays away when suppressed, whatever the record says', () => {
    for (const over of [
      { style: PopupOverlayStyle.NONE },
      { pageType: PageType.SPLASH_PAGE },
      { pageType: PageType.LOCK_SCREEN },
      { query: new URLSearchParams('screenshot=true') },
      { mobileEnabled: false, isMobile: true },
    ]) {
      expect(decidePopupOverlay(inputs({ suppression: { ...suppression, ...over } }))).toMatchObject({ show: false, reason: 'suppressed' });
    }
  });

  it('stays away until the display frequency has passed since closing, then shows', () => {
    const stored = JSON.stringify(recordOnClose(null, settings, NOW));
    expect(decidePopupOverlay(inputs({ stored, now: NOW + 2 * DAY }))).toMatchObject({ show: false, reason: 'display-rule' });
    expect(decidePopupOverlay(inputs({ stored, now: NOW + 7 * DAY }))).toMatchObject({ show: true });
  });

  it('shows again for a newer version of the overlay', () => {
    const stored = recordOnClose(null, { ...settings, version: 2 }, NOW);
    expect(decidePopupOverlay(inputs({ stored, now: NOW + DAY }))).toMatchObject({ show: true });
  });

  it('never again after a signup with show-until-signup on, even for a newer version', () => {
    const stored = recordOnSubmit({ ...settings, version: 1 }, NOW);
    expect(decidePopupOverlay(inputs({ stored, settings: { ...settings, showUntilSignup: true }, now: NOW + 3650 * DAY }))).toMatchObject({
      show: false,
      reason: 'display-rule',
    });
  });

  it('reads a junk record as no record (shown) and reports the record it read', () => {
    expect(decidePopupOverlay(inputs({ stored: '{not json' }))).toEqual({ show: true, record: null });
    expect(decidePopupOverlay(inputs({ stored: { version: 3, submitted: false, 'date-closed': NOW }, now: NOW + DAY })).record).toEqual({
      version: 3,
      submitted: false,
      dateClosed: NOW,
    });
  });

  it('refuses bad settings with a clear error', () => {
    expect(() => decidePopupOverlay(inputs({ settings: { ...settings, version: Number.NaN } }))).toThrow(PopupOverlaySettingsError);
    expect(() => decidePopupOverlay(inputs({ settings: { ...settings, displayFrequencyDays: -2 } }))).toThrow(
      'Popup overlay settings: displayFrequencyDays must be a whole number of days, or -1 for never again after closing, not -2',
    );
    expect(() => decidePopupOverlay(inputs({ settings: { ...settings, showUntilSignup: 'yes' as unknown as boolean } }))).toThrow(/showUntilSignup/);
  });

  it('after closing, never shown again before the frequency passes (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 365 }), fc.integer({ min: 0, max: 1e12 }), fc.nat(), (days, closedAt, wait) => {
        const rule = { ...settings, displayFrequencyDays: days };
        const stored = recordOnClose(null, rule, closedAt);
        const later = closedAt + (wait % (days * DAY));
        expect(decidePopupOverlay(inputs({ settings: rule, stored, now: later })).show).toBe(false);
        expect(decidePopupOverlay(inputs({ settings: rule, stored, now: closedAt + days * DAY })).show).toBe(true);
      }),
    );
  });
});

describe('what is written', () => {
  it('on close: the version, the closed date, and a signup already made kept', () => {
    expect(recordOnClose(null, settings, NOW)).toEqual({ version: 3, submitted: false, 'date-closed': NOW });
    expect(recordOnClose({ version: 2, submitted: true, dateClosed: 1 }, settings, NOW)).toEqual({ version: 3, submitted: true, 'date-closed': NOW });
  });

  it('on submit: submitted, the version and the time of the signup', () => {
    expect(recordOnSubmit(settings, NOW)).toEqual({ version: 3, submitted: true, 'date-closed': NOW });
  });
});

describe('popup overlay store', () => {
  it('the memory store holds JSON text, as local storage would', () => {
    const store = memoryPopupOverlayStore();
    expect(store.read()).toBeNull();
    store.write(recordOnClose(null, settings, NOW));
    expect(store.read()).toBe(JSON.stringify({ version: 3, submitted: false, 'date-closed': NOW }));
    expect(store.current).toEqual({ version: 3, submitted: false, 'date-closed': NOW });
  });

  it('a store that throws reads as no record and reports a refused write', () => {
    const broken = {
      read: () => {
        throw new Error('storage disabled');
      },
      write: () => {
        throw new Error('quota');
      },
    };
    expect(readStoredRecord(broken)).toBeNull();
    expect(writeStoredRecord(broken, recordOnSubmit(settings, NOW))).toBe(false);
    expect(writeStoredRecord(memoryPopupOverlayStore(), recordOnSubmit(settings, NOW))).toBe(true);
  });
});
