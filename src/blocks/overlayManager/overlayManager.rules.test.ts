import { describe, expect, it } from 'vitest';
import { PageType, PopupOverlayStyle } from '../../platform';
import { announcementBarEntry, cookieBannerEntry, overlayManagerSummary, popupOverlayEntry } from './overlayManager.rules';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 0, 15, 10);
const settings = { version: 3, showUntilSignup: true, displayFrequencyDays: 7 };
const suppression = { mobileEnabled: true, isMobile: false, style: PopupOverlayStyle.SHOW, pageType: PageType.PAGE, query: new URLSearchParams() };
const entry = (over: Partial<Parameters<typeof popupOverlayEntry>[0]>) => popupOverlayEntry({ settings, suppression, stored: null, now: NOW, ...over });

describe('popup overlay entry', () => {
  it('a browser with no record sees it, and there is nothing to forget', () => {
    expect(entry({})).toMatchObject({ showing: true, status: 'Shows to a first-time visitor: this browser has not closed it.', action: null });
  });

  it('closed three days ago with a seven-day wait: hidden, with the day it returns, and a way to show it again', () => {
    const stored = JSON.stringify({ version: 3, submitted: false, 'date-closed': NOW - 3 * DAY });
    const result = entry({ stored });
    expect(result.showing).toBe(false);
    expect(result.status).toBe('Closed on this browser: shows again on Jan 19, 2026.');
    expect(result.action?.label).toBe('Show again');
  });

  it('the wait over, or a newer version of the settings, shows it again', () => {
    expect(entry({ stored: { version: 3, submitted: false, 'date-closed': NOW - 8 * DAY } }).showing).toBe(true);
    expect(entry({ stored: { version: 2, submitted: false, 'date-closed': NOW } }).status).toBe(
      'Shows again on this browser: its settings changed or its wait is over.',
    );
  });

  it('signed up with show-until-signup, or closed with frequency -1: never again on this browser', () => {
    expect(entry({ stored: { version: 3, submitted: true, 'date-closed': NOW } }).status).toBe(
      'Not shown again on this browser: it signed up through the overlay.',
    );
    expect(entry({ settings: { ...settings, displayFrequencyDays: -1 }, stored: { version: 3, submitted: false, 'date-closed': NOW } }).status).toBe(
      'Not shown again on this browser: it was closed, and the overlay shows only once.',
    );
  });

  it('suppression wins over the record and says which rule', () => {
    expect(entry({ suppression: { ...suppression, style: PopupOverlayStyle.NONE } })).toMatchObject({
      showing: false,
      status: 'Not shown: its style is None.',
    });
    expect(entry({ suppression: { ...suppression, mobileEnabled: false, isMobile: true } }).status).toBe(
      'Not shown on this page: it is off on phones, and this screen is phone-sized.',
    );
    expect(entry({ suppression: { ...suppression, query: new URLSearchParams('screenshot=1') } }).status).toBe('Not shown in screenshot mode.');
  });
});

describe('cookie banner entry', () => {
  it('off in the settings: nothing to do', () => {
    expect(cookieBannerEntry({ enabled: false, consent: null, screenshotMode: false })).toMatchObject({ showing: false, action: null });
  });

  it('an answer stored: hidden, says which, and can be asked again', () => {
    expect(cookieBannerEntry({ enabled: true, consent: 'true', screenshotMode: false })).toMatchObject({
      showing: false,
      status: 'Answered on this browser: cookies accepted.',
      action: { label: 'Ask again' },
    });
    expect(cookieBannerEntry({ enabled: true, consent: 'false', screenshotMode: false }).status).toBe('Answered on this browser: cookies declined.');
  });

  it('no answer: it asks, except in screenshot mode', () => {
    expect(cookieBannerEntry({ enabled: true, consent: null, screenshotMode: false }).showing).toBe(true);
    expect(cookieBannerEntry({ enabled: true, consent: null, screenshotMode: true }).showing).toBe(false);
  });
});

describe('announcement bar entry and the summary', () => {
  it('a dismissed bar can be put back', () => {
    expect(announcementBarEntry({ dismissed: false })).toMatchObject({ showing: true, action: null });
    expect(announcementBarEntry({ dismissed: true }).action?.label).toBe('Show again');
  });

  it('counts the overlays and the ones showing', () => {
    const entries = [announcementBarEntry({ dismissed: false }), cookieBannerEntry({ enabled: true, consent: 'true', screenshotMode: false })];
    expect(overlayManagerSummary(entries)).toBe('2 overlays on this page, 1 showing');
    expect(overlayManagerSummary(entries.slice(0, 1))).toBe('1 overlay on this page, 1 showing');
  });
});
