/**
 * The page's real services for the runtime, built from the browser window. Where a
 * service of src/services exists it is used; the rest are marked WIRING POINT: a
 * stand-in that is safe on a published page until the lead connects the real one.
 */
import { documentCookieJar } from '../services/cookies/cookieJar';
import { createConsent } from '../services/cookies/consent';
import { touchVisit } from '../services/cookies/visitorCookies';
import { createErrorReporter } from '../services/errors/errorReporter';
import type { FetchLike } from '../services/http/fetchLike';
import type { PageFlags } from './page/pageFlags.rules';
import type { PageServices, StorageLike } from './page/pageServices';
import type { SiteContext } from './page/siteContext';

/** POST /api/auth/Logout (spec 000 §7): no payload. */
export const LOGOUT_URL = '/api/auth/Logout';

function sessionStorageOf(win: Window): StorageLike | null {
  try {
    return win.sessionStorage ?? null;
  } catch {
    return null; // storage blocked
  }
}

/** A visitor id: 36 characters of a random UUID. */
function newVisitorId(win: Window): string {
  return win.crypto.randomUUID();
}

const DIALOG_OPEN = '[role="dialog"][aria-modal="true"], [role="alertdialog"], dialog[open]';

export interface PageServicesInput {
  context: SiteContext;
  /** The page's flags (platform=mobile-app, nomotion, …), for services that behave differently in the app. */
  flags: PageFlags;
}

export function createPageServices(win: Window, { context }: PageServicesInput): PageServices {
  const cookies = documentCookieJar(win.document);
  const fetchLike: FetchLike = (url, init) => win.fetch(url, init);
  const consent = createConsent(cookies, { ...context.cookieSettings, cloneable: context.cloneable });
  const errors = createErrorReporter({
    fetch: fetchLike,
    cookies,
    now: () => Date.now(),
    setTimeout: (callback, ms) => win.setTimeout(callback, ms),
    clearTimeout: (handle) => win.clearTimeout(handle as number),
    context: () => ({ url: win.location.href, userAgent: win.navigator.userAgent }),
  });
  win.addEventListener('pagehide', () => void errors.flush());

  return {
    cookies,
    sessionStorage: sessionStorageOf(win),
    touchVisitorCookies() {
      consent.enforce();
      if (consent.mayTrack()) touchVisit(cookies, Date.now(), () => newVisitorId(win));
    },
    recordConsent(answer) {
      if (answer === 'accept') consent.accept();
      else consent.decline();
    },
    recordPageView() {
      // WIRING POINT: the tracking service's page view (src/services/tracking census) goes here.
    },
    reportError(error, details) {
      // an error event without an Error object (a cross-origin script's "Script error.") is sent as an error-like record
      errors.reportError(
        error instanceof Error ? error : { message: details.message, filename: details.filename, lineno: details.line, colno: details.column, source: details.source },
      );
    },
    async logout() {
      const response = await win.fetch(LOGOUT_URL, { method: 'POST', credentials: 'include' });
      if (!response.ok) throw new Error(`Logout failed: ${response.status} ${response.statusText}`);
    },
    openLogin() {
      // WIRING POINT: the site-user login dialog (session service) opens here with the given parameters.
      return false;
    },
    navigate(url) {
      win.location.assign(url);
    },
    isDialogOpen() {
      return win.document.querySelector(DIALOG_OPEN) !== null;
    },
    // WIRING POINT: the admin frame's controls, when the page runs in admin backend mode.
    adminBackend: null,
  };
}
