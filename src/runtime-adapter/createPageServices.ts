/**
 * The page's real services for the runtime, built from the browser window: cookies,
 * consent, the error reporter, tracking (page view, performance, flush on hide), the
 * data call with the system error overlay, the account logout, the site user's login and its
 * XSRF token (sent on every data call), the commerce navigator,
 * and the services mounted blocks get. `dispose` removes every listener it added and
 * stops the timers. Each piece is built in `services/`.
 */
import type { SiteContext } from '../platform/siteContext/siteContext.types';
import { documentCookieJar } from '../services/cookies/cookieJar';
import { createConsent } from '../services/cookies/consent';
import { touchVisit } from '../services/cookies/visitorCookies';
import { logoutAccount } from '../services/session/accountLogout';
import { createSiteUserToken } from '../services/session/siteUserToken';
import { storageAccess } from '../platform/storage/storageAccess';
import type { MountServices } from './mountTypes';
import type { Log } from './mounter';
import type { PageFlags } from './page/pageFlags.rules';
import type { PageServices } from './page/pageServices';
import { createPageDataCall, pageCrumb } from './services/pageDataCall';
import { createPageErrors } from './services/pageErrors';
import { windowNavigator } from './services/pageNavigator';
import { createPageTracking } from './services/pageTracking';
import { createSystemErrorOverlay, ERROR_KEY_LENGTH, type MountOnPage } from './services/systemErrorOverlay';

const DIALOG_OPEN = '[role="dialog"][aria-modal="true"], [role="alertdialog"], dialog[open]';

export interface PageServicesInput {
  context: SiteContext;
  /** The page's flags (platform=mobile-app, nomotion, …), for services that behave differently in the app. */
  flags: PageFlags;
  /** Mounts a page-level view (the system error overlay): the runtime's `mountOnPage`. */
  mountOnPage: MountOnPage;
}

export interface BuiltPageServices {
  /** What page behaviour uses. */
  services: PageServices;
  /** What mounted blocks get in their mount context. */
  mountServices: MountServices;
  /**
   * Where the runtime's problems go (a block that could not be mounted, a scan that failed, an
   * address refused): the console, and the trace queue as `RUNTIME_PROBLEM_TRACE` entries
   * `{ message, error }`, so the platform hears of them (sent every 30 s or when the page is left).
   */
  log: Log;
  /** Removes the listeners added here (pagehide, visibilitychange) and stops the timers. */
  dispose(): void;
}

/**
 * The trace type of a problem the runtime logged (000 §7 names the Trace call and its
 * `{pageUrl, type, data}` entries, not their types: this one is ours).
 */
export const RUNTIME_PROBLEM_TRACE = 'runtime-problem';

const errorText = (error: unknown): string | null => (error === undefined ? null : error instanceof Error ? `${error.name}: ${error.message}` : String(error));

export function createPageServices(win: Window, { context, mountOnPage }: PageServicesInput): BuiltPageServices {
  const cookies = documentCookieJar(win.document);
  const consent = createConsent(cookies, { ...context.cookieSettings, cloneable: context.website.cloneable });
  const errors = createPageErrors(win, cookies);
  const {
    tracking,
    recordPageView,
    dispose: disposeTracking,
  } = createPageTracking(win, {
    context,
    cookies,
    mayTrack: () => consent.mayTrack(),
    reportError: (error) => void errors.reporter.reportError(error),
  });
  const overlay = createSystemErrorOverlay({
    mountOnPage,
    reload: () => win.location.reload(),
    randomBytes: () => win.crypto.getRandomValues(new Uint8Array(ERROR_KEY_LENGTH)),
  });
  // the site user's XSRF token, kept in session storage (a blocked one is logged with the spec's message)
  const siteUserToken = createSiteUserToken(storageAccess(() => win.sessionStorage ?? null, console));
  const dataCall = createPageDataCall(win, {
    cookies,
    tracking,
    onSystemError: (report) => void overlay.show(report),
    defaultHeaders: siteUserToken.headers,
  });
  let closeLogin: (() => void) | null = null;
  const closeLoginDialog = () => {
    const close = closeLogin;
    closeLogin = null;
    close?.();
  };
  const navigator = windowNavigator(win);
  const navigate = (url: string) => win.location.assign(url);

  const services: PageServices = {
    cookies,
    // a getter: where storage is blocked reading it throws, which storageAccess logs
    sessionStorage: () => win.sessionStorage ?? null,
    touchVisitorCookies() {
      consent.enforce();
      if (consent.mayTrack()) touchVisit(cookies, Date.now(), () => win.crypto.randomUUID());
    },
    recordConsent(answer) {
      if (answer === 'accept') consent.accept();
      else consent.decline();
    },
    recordPageView,
    recordButton: (kind, button) => void (kind === 'click' ? tracking.census.buttonClick(button) : tracking.census.buttonRender(button)),
    reportError: errors.report,
    async logout() {
      const result = await logoutAccount(dataCall);
      if (!result.ok) throw new Error(`Logout failed: ${result.failure.status} ${result.failure.message}`);
    },
    // The site user's login dialog (its chunk loads now). Login only: the spec names no sign-up call or
    // page, so `disableAccountCreation` changes nothing here. Once a login or logout went through, the page
    // reloads, so the server renders it for the visitor as they now are.
    openLogin() {
      closeLogin ??= mountOnPage(
        'siteUserLogin',
        { token: siteUserToken, onSessionChanged: () => win.location.reload(), onClose: closeLoginDialog },
        'site-user login',
      );
      return closeLogin !== null;
    },
    navigate,
    isDialogOpen: () => win.document.querySelector(DIALOG_OPEN) !== null,
    // WIRING POINT: the admin frame's controls, when the page runs in admin backend mode.
    adminBackend: null,
    commerce: { navigator, cookies },
  };

  const mountServices: MountServices = {
    fetch: (url, init) => win.fetch(url, init),
    cookies,
    get query() {
      return win.location.search;
    },
    navigate,
    dataCall,
    tracking,
    ...pageCrumb(cookies),
    navigator,
    captchaSiteKey: context.website.captchaSiteKey,
  };

  const log: Log = (message, error) => {
    if (error === undefined) console.error(message);
    else console.error(message, error);
    tracking.trace.trace(RUNTIME_PROBLEM_TRACE, { message, error: errorText(error) });
  };

  return {
    services,
    mountServices,
    log,
    dispose() {
      overlay.close();
      closeLoginDialog();
      disposeTracking();
      errors.dispose();
    },
  };
}
