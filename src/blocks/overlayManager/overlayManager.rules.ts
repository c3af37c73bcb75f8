/**
 * The overlay manager a signed-in owner gets on a published page (spec 000 §1, §6): the
 * page's overlays, what each does for this browser, and how to see it again. The
 * decisions are the platform's own (the popup overlay's display and suppression rules,
 * the consent cookie); this module only turns them into what the owner reads. Pure: the
 * clock, the stored record and the cookie value are passed in.
 */
import {
  POPUP_NEVER_AGAIN_AFTER_CLOSING,
  popupOverlayShowsAgainAt,
  popupOverlaySuppressionReason,
  readPopupOverlayRecord,
  shouldShowPopupOverlay,
  type PopupOverlayDisplaySettings,
  type PopupOverlaySuppressionInputs,
  type PopupOverlaySuppressionReason,
} from '../../platform';

export type ManagedOverlayId = 'popupOverlay' | 'cookieBanner' | 'announcementBar';

/** What the owner can do about an overlay: show it again on this browser. */
export interface OverlayAction {
  label: string;
  /** What happens, for the button's description. */
  effect: string;
}

export interface OverlayEntry {
  id: ManagedOverlayId;
  name: string;
  /** True when a visitor with this browser's records sees it on this page view. */
  showing: boolean;
  /** One sentence on why (our wording: the spec gives none). */
  status: string;
  action: OverlayAction | null;
}

export const OVERLAY_NAMES: Record<ManagedOverlayId, string> = {
  popupOverlay: 'Popup overlay',
  cookieBanner: 'Cookie banner',
  announcementBar: 'Announcement bar',
};

const SUPPRESSED: Record<PopupOverlaySuppressionReason, string> = {
  'mobile-disabled': 'Not shown on this page: it is off on phones, and this screen is phone-sized.',
  'style-none': 'Not shown: its style is None.',
  'page-type': 'Not shown on splash and lock screen pages.',
  'screenshot-mode': 'Not shown in screenshot mode.',
};

const SHOW_POPUP_AGAIN: OverlayAction = { label: 'Show again', effect: 'Forgets that this browser closed or signed up, and reloads the page.' };

function formatDay(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(ms);
}

export interface PopupOverlayEntryInputs {
  settings: PopupOverlayDisplaySettings;
  suppression: PopupOverlaySuppressionInputs;
  /** The stored display record as read (object, JSON text, null or junk). */
  stored: unknown;
  now: number;
  locale?: string;
}

/** The popup overlay's entry: suppressed, shown, or held back by this browser's record (and until when). */
export function popupOverlayEntry({ settings, suppression, stored, now, locale = 'en-US' }: PopupOverlayEntryInputs): OverlayEntry {
  const base = { id: 'popupOverlay' as const, name: OVERLAY_NAMES.popupOverlay };
  const record = readPopupOverlayRecord(stored);
  const action = record === null ? null : SHOW_POPUP_AGAIN;
  const reason = popupOverlaySuppressionReason(suppression);
  if (reason !== null) return { ...base, showing: false, status: SUPPRESSED[reason], action };
  if (shouldShowPopupOverlay(record, settings, now)) {
    return {
      ...base,
      showing: true,
      status:
        record === null
          ? 'Shows to a first-time visitor: this browser has not closed it.'
          : 'Shows again on this browser: its settings changed or its wait is over.',
      action,
    };
  }
  if (record?.submitted && settings.showUntilSignup) {
    return { ...base, showing: false, status: 'Not shown again on this browser: it signed up through the overlay.', action };
  }
  if (settings.displayFrequencyDays === POPUP_NEVER_AGAIN_AFTER_CLOSING) {
    return { ...base, showing: false, status: 'Not shown again on this browser: it was closed, and the overlay shows only once.', action };
  }
  const again = popupOverlayShowsAgainAt(record?.dateClosed ?? now, settings);
  return { ...base, showing: false, status: `Closed on this browser: shows again on ${formatDay(again, locale)}.`, action };
}

export interface CookieBannerEntryInputs {
  /** The site's cookie settings enable the banner. */
  enabled: boolean;
  /** The consent cookie's value: 'true', 'false', or null when unanswered. */
  consent: string | null;
  screenshotMode: boolean;
}

/** The cookie banner's entry: off, answered (and how), or asking. */
export function cookieBannerEntry({ enabled, consent, screenshotMode }: CookieBannerEntryInputs): OverlayEntry {
  const base = { id: 'cookieBanner' as const, name: OVERLAY_NAMES.cookieBanner };
  if (!enabled) return { ...base, showing: false, status: 'Off in the site’s cookie settings.', action: null };
  const askAgain: OverlayAction = { label: 'Ask again', effect: 'Forgets this browser’s answer, and reloads the page.' };
  if (consent === 'true') return { ...base, showing: false, status: 'Answered on this browser: cookies accepted.', action: askAgain };
  if (consent === 'false') return { ...base, showing: false, status: 'Answered on this browser: cookies declined.', action: askAgain };
  if (screenshotMode) return { ...base, showing: false, status: SUPPRESSED['screenshot-mode'], action: null };
  return { ...base, showing: true, status: 'Asks this browser: no answer is stored yet.', action: null };
}

/** The announcement bar's entry: on the page, or dismissed on this page view. */
export function announcementBarEntry({ dismissed }: { dismissed: boolean }): OverlayEntry {
  const base = { id: 'announcementBar' as const, name: OVERLAY_NAMES.announcementBar };
  if (!dismissed) return { ...base, showing: true, status: 'Shows at the top of every page.', action: null };
  return {
    ...base,
    showing: false,
    status: 'Dismissed on this page view: it is back on the next page.',
    action: { label: 'Show again', effect: 'Puts the bar back on this page.' },
  };
}

/** The toggle's name: how many overlays the page has and how many show. */
export function overlayManagerSummary(entries: readonly OverlayEntry[]): string {
  const showing = entries.filter((e) => e.showing).length;
  const noun = entries.length === 1 ? 'overlay' : 'overlays';
  return `${entries.length} ${noun} on this page, ${showing} showing`;
}
