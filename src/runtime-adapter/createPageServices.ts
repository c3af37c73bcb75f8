/**
 * The page's real services for the runtime, built from the browser window by the page's own start
 * (`page/pageStart.ts`, in the page chrome's chunk): cookies and consent, the site user's login and
 * its XSRF token, the commerce navigator at once;
 * the visitor cookies, the error reporter, tracking (page view, performance, flush on hide), the data call with the system
 * error overlay and the account logout after it (`services/laterPageServices.ts`, loaded when first
 * needed or at idle time, the calls made before it has loaded queued in order), and the services
 * mounted blocks get (once that piece has loaded). `dispose` removes every listener it added and
 * stops the timers. Each piece is built in `services/`.
 */
import type { SiteContext } from '../platform/siteContext/siteContext.types';
import { documentCookieJar } from '../services/cookies/cookieJar';
import { createConsent } from '../services/cookies/consent';
import { createSiteUserToken } from '../services/session/siteUserToken';
import { storageAccess } from '../platform/storage/storageAccess';
import type { MountServices } from './mountTypes';
import type { Log } from './mounter';
import type { PageFlags } from './page/pageFlags.rules';
import type { PageServices } from './page/pageServices';
import type { LaterPageServices } from './services/laterPageServices';
import { loadLater } from './services/loadLater';
import { pageCrumb } from './services/pageCrumb';
import { windowNavigator } from './services/pageNavigator';
import type { MountOnPage } from './services/systemErrorOverlay';

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
  /** What mounted blocks get in their mount context: loads the page services that come after start-up. */
  mountServices(): Promise<MountServices>;
  /**
   * Where the runtime's problems go (a block that could not be mounted, a scan that failed, an
   * address refused): the console, and the trace queue as `RUNTIME_PROBLEM_TRACE` entries
   * `{ message, error }`, so the platform hears of them (sent every 30 s or when the page is left).
   */
  log: Log;
  /** The trace part of `log` alone: for a problem already written to the console (the runtime's start-up logs before this is built). */
  traceProblem(message: string, error?: unknown): void;
  /** Removes the listeners added here (pagehide, visibilitychange) and stops the timers. */
  dispose(): void;
}

/**
 * The trace type of a problem the runtime logged (000 §7 names the Trace call and its
 * `{pageUrl, type, data}` entries, not their types: this one is ours).
 */
export const RUNTIME_PROBLEM_TRACE = 'runtime-problem';

/** How long the page services after start-up wait for idle time before loading anyway (ms). */
const IDLE_TIMEOUT_MS = 2_000;

/** Calls `start` at idle time (after a timer where the browser has no idle callback); answers how to cancel. */
function atIdle(win: Window, start: () => void): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback(handle);
  }
  const handle = win.setTimeout(start, IDLE_TIMEOUT_MS);
  return () => win.clearTimeout(handle);
}

const errorText = (error: unknown): string | null => (error === undefined ? null : error instanceof Error ? `${error.name}: ${error.message}` : String(error));

export function createPageServices(win: Window, { context, mountOnPage }: PageServicesInput): BuiltPageServices {
  const cookies = documentCookieJar(win.document);
  const consent = createConsent(cookies, { ...context.cookieSettings, cloneable: context.website.cloneable });
  // the site user's XSRF token, kept in session storage (a blocked one is logged with the spec's message)
  const siteUserToken = createSiteUserToken(storageAccess(() => win.sessionStorage ?? null, console));
  const later = loadLater<LaterPageServices>(
    () =>
      import('./services/laterPageServices').then(({ createLaterPageServices }) =>
        createLaterPageServices(win, { context, cookies, mayTrack: () => consent.mayTrack(), mountOnPage, defaultHeaders: siteUserToken.headers }),
      ),
    (start) => atIdle(win, start),
    (error) => console.error('The page services could not be loaded', error),
  );
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
      // the visit is written once the page services after start-up have loaded (at start, with the page view)
      if (consent.mayTrack()) later.use((page) => page.touchVisit());
    },
    recordConsent(answer) {
      if (answer === 'accept') consent.accept();
      else consent.decline();
    },
    recordPageView: () => later.use((page) => page.recordPageView()),
    recordButton: (kind, button) =>
      later.use((page) => void (kind === 'click' ? page.tracking.census.buttonClick(button) : page.tracking.census.buttonRender(button))),
    reportError: (error, details) => later.use((page) => page.reportError(error, details)),
    logout: () => later.get().then((page) => page.logout()),
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

  let mountServices: Promise<MountServices> | null = null;
  const loadMountServices = () =>
    (mountServices ??= later.get().then(
      (page): MountServices => ({
        fetch: (url, init) => win.fetch(url, init),
        cookies,
        get query() {
          return win.location.search;
        },
        navigate,
        dataCall: page.dataCall,
        tracking: page.tracking,
        ...pageCrumb(cookies),
        navigator,
        captchaSiteKey: context.website.captchaSiteKey,
      }),
      (error: unknown) => {
        mountServices = null; // the next block tries again
        throw error;
      },
    ));

  const traceProblem = (message: string, error?: unknown) =>
    later.use((page) => page.tracking.trace.trace(RUNTIME_PROBLEM_TRACE, { message, error: errorText(error) }));
  const log: Log = (message, error) => {
    if (error === undefined) console.error(message);
    else console.error(message, error);
    traceProblem(message, error);
  };

  return {
    services,
    mountServices: loadMountServices,
    log,
    traceProblem,
    dispose() {
      closeLoginDialog();
      later.dispose((page) => page.dispose());
    },
  };
}
