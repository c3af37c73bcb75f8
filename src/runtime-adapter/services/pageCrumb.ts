/**
 * The crumb cookie, as the form submitter reads and replaces it (`crumb()` / `storeCrumb()` of the
 * mount services). Start-up code: the data call that also reads it loads after start-up.
 */
import type { CookieJar } from '../../services/cookies/cookieJar';
import { CRUMB_COOKIE } from '../../platform/constants';

/** The crumb cookie, as the form submitter reads and replaces it. */
export function pageCrumb(cookies: CookieJar): { crumb: () => string | null; storeCrumb: (crumb: string) => void } {
  return {
    crumb: () => cookies.get(CRUMB_COOKIE),
    storeCrumb: (crumb) => cookies.set(CRUMB_COOKIE, crumb, { path: '/' }),
  };
}
