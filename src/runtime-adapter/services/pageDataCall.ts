/**
 * The data-call wrapper on the page: the window's fetch, the crumb cookie, failures tracked
 * as RecordEvent, and the system error overlay.
 *
 * A loginRequired reply fires the login event: `LOGIN_REQUIRED_EVENT` dispatched on the
 * window (`./loginRequiredEvent`; page behaviour listens for it).
 */
import type { CookieJar } from '../../services/cookies/cookieJar';
import { createDataCall, type DataCall } from '../../services/http/dataCall';
import type { SystemErrorReport } from '../../services/http/dataCall.types';
import type { Tracking } from '../../services/tracking/createTracking';
import { LOGIN_REQUIRED_EVENT } from './loginRequiredEvent';

export interface PageDataCallInput {
  cookies: CookieJar;
  tracking: Pick<Tracking, 'recordEvent'>;
  onSystemError: (report: SystemErrorReport) => void;
  /** Headers every call carries (the site user's X-SiteUser-XSRF-Token once logged in). */
  defaultHeaders?: () => Readonly<Record<string, string>>;
}

export function createPageDataCall(win: Window, { cookies, tracking, onSystemError, defaultHeaders }: PageDataCallInput): DataCall {
  return createDataCall({
    defaultHeaders,
    fetch: (url, init) => win.fetch(url, init),
    cookies,
    track: (name, data) => void tracking.recordEvent(name, data),
    onSystemError,
    onLoginRequired: () => void win.dispatchEvent(new Event(LOGIN_REQUIRED_EVENT)),
  });
}
