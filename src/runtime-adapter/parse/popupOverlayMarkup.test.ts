import { describe, expect, it } from 'vitest';
import { popupOverlayImage } from './popupOverlayMarkup';
import { readPopupOverlaySettings } from './popupOverlaySettings';

describe('readPopupOverlaySettings', () => {
  it('reads the settings the dev site and the context carry', () => {
    expect(readPopupOverlaySettings({ version: 2, style: 2, displayFrequency: 1, showUntilSignup: true, mobileEnabled: false })).toEqual({
      display: { version: 2, showUntilSignup: true, displayFrequencyDays: 1 },
      style: 2,
      mobileEnabled: false,
    });
  });

  it('fills absent or null keys with the documented defaults', () => {
    expect(readPopupOverlaySettings({ style: 1, version: null })).toEqual({
      display: { version: 1, showUntilSignup: true, displayFrequencyDays: -1 },
      style: 1,
      mobileEnabled: true,
    });
  });

  it('refuses a missing style and keys of the wrong kind, naming them', () => {
    expect(() => readPopupOverlaySettings({})).toThrow('popup overlay: style is missing');
    expect(() => readPopupOverlaySettings({ style: '2' })).toThrow('popup overlay: style must be a number');
    expect(() => readPopupOverlaySettings({ style: 2, mobileEnabled: 'yes' })).toThrow('popup overlay: mobileEnabled must be true or false');
  });

  it('refuses a displayFrequency out of range (which the overlay would throw on while drawing), naming it; the bounds are read', () => {
    for (const days of [-2, 1.5, 36501, 2 ** 53, 1e300]) {
      expect(() => readPopupOverlaySettings({ style: 2, displayFrequency: days })).toThrow(
        `popup overlay: displayFrequency must be a whole number of days from -1 to 36500, not ${days}`,
      );
    }
    expect(readPopupOverlaySettings({ style: 2, displayFrequency: 36500 }).display.displayFrequencyDays).toBe(36500);
    expect(readPopupOverlaySettings({ style: 2, displayFrequency: 0 }).display.displayFrequencyDays).toBe(0);
  });
});

describe('popupOverlayImage', () => {
  it('needs a source and WxH dimensions', () => {
    expect(popupOverlayImage('/a.png', '320x200', 'Lake')).toEqual({ src: '/a.png', alt: 'Lake', width: 320, height: 200 });
    expect(popupOverlayImage('/a.png', null, 'Lake')).toBeUndefined();
    expect(popupOverlayImage('', '320x200', null)).toBeUndefined();
  });
});
