/**
 * The page services loaded after start-up (`createPageServices` imports this module when one is
 * first needed, or at idle time): the visitor cookies' visit, the error reporter, tracking (page view, performance, flush on
 * hide), the system error overlay, the data call with the site user's token, and the account
 * logout. Their chunk goes with the page chrome (`scripts/runtime-build/chunkGroups.mjs`), which
 * every page loads with its first block. `dispose` removes their listeners and stops their timers.
 */
import type { SiteContext } from '../../platform/siteContext/siteContext.types';
import type { CookieJar } from '../../services/cookies/cookieJar';
import type { DataCall } from '../../services/http/dataCall';
import { touchVisit } from '../../services/cookies/visitorCookies';
import { logoutAccount } from '../../services/session/accountLogout';
import type { Tracking } from '../../services/tracking/createTracking';
import type { ErrorDetails } from '../page/pageServices';
import { createPageDataCall } from './pageDataCall';
import { createPageErrors } from './pageErrors';
import { createPageTracking } from './pageTracking';
import { createSystemErrorOverlay, ERROR_KEY_LENGTH, type MountOnPage } from './systemErrorOverlay';

interface LaterPageServicesInput {
  context: SiteContext;
  cookies: CookieJar;
  /** The consent service's answer. */
  mayTrack: () => boolean;
  /** Mounts the system error overlay: the runtime's `mountOnPage`. */
  mountOnPage: MountOnPage;
  /** Headers every data call carries (the site user's XSRF token). */
  defaultHeaders: () => Readonly<Record<string, string>>;
}

export interface LaterPageServices {
  /** Writes this visit into the visitor cookies (the caller has checked the visitor may be tracked). */
  touchVisit(): void;
  tracking: Tracking;
  recordPageView(): void;
  /** Queues what an error or unhandledrejection event caught. */
  reportError(error: unknown, details: ErrorDetails): void;
  dataCall: DataCall;
  /** Logs the account out; throws with the status and message when the call failed. */
  logout(): Promise<void>;
  dispose(): void;
}

export function createLaterPageServices(win: Window, { context, cookies, mayTrack, mountOnPage, defaultHeaders }: LaterPageServicesInput): LaterPageServices {
  const errors = createPageErrors(win, cookies);
  const {
    tracking,
    recordPageView,
    dispose: disposeTracking,
  } = createPageTracking(win, {
    context,
    cookies,
    mayTrack,
    reportError: (error) => void errors.reporter.reportError(error),
  });
  const overlay = createSystemErrorOverlay({
    mountOnPage,
    reload: () => win.location.reload(),
    randomBytes: () => win.crypto.getRandomValues(new Uint8Array(ERROR_KEY_LENGTH)),
  });
  const dataCall = createPageDataCall(win, { cookies, tracking, onSystemError: (report) => void overlay.show(report), defaultHeaders });
  return {
    touchVisit: () => touchVisit(cookies, Date.now(), () => win.crypto.randomUUID()),
    tracking,
    recordPageView,
    reportError: errors.report,
    dataCall,
    async logout() {
      const result = await logoutAccount(dataCall);
      if (!result.ok) throw new Error(`Logout failed: ${result.error.status} ${result.error.message}`);
    },
    dispose() {
      overlay.close();
      disposeTracking();
      errors.dispose();
    },
  };
}
