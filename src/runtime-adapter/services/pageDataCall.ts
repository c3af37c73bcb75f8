/**
 * The data-call wrapper on the page: the window's fetch, the crumb cookie, retries spaced
 * by the window's timer, failures tracked as RecordEvent, and the system error overlay.
 * Also the crumb as the form submitter takes it (`crumb()` / `storeCrumb()`).
 */
import type { CookieJar } from '../../services/cookies/cookieJar';
import { CRUMB_COOKIE, createDataCall, type DataCall } from '../../services/http/dataCall';
import type { SystemErrorReport } from '../../services/http/dataCall.types';
import type { Tracking } from '../../services/tracking/createTracking';

export interface PageDataCallInput {
  cookies: CookieJar;
  tracking: Pick<Tracking, 'recordEvent'>;
  onSystemError: (report: SystemErrorReport) => void;
}

export function createPageDataCall(win: Window, { cookies, tracking, onSystemError }: PageDataCallInput): DataCall {
  return createDataCall({
    fetch: (url, init) => win.fetch(url, init),
    cookies,
    sleep: (ms) => new Promise((resolve) => win.setTimeout(resolve, ms)),
    track: (name, data) => void tracking.recordEvent(name, data),
    onSystemError,
  });
}

/** The crumb cookie, as the form submitter reads and replaces it. */
export function pageCrumb(cookies: CookieJar): { crumb: () => string | null; storeCrumb: (crumb: string) => void } {
  return {
    crumb: () => cookies.get(CRUMB_COOKIE),
    storeCrumb: (crumb) => cookies.set(CRUMB_COOKIE, crumb, { path: '/' }),
  };
}
