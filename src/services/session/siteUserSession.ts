import type { DataCall } from '../http/dataCall';
import type { DataCallResult } from '../http/dataCall.types';
import type { SiteUserToken } from './siteUserToken';

/**
 * The site user's session (spec 002 §4, §7): login POSTs email, password and
 * rememberMe and keeps the reply's xsrfToken; logout DELETEs the session with
 * `cloneCart` in the query (a crumbFail reply is retried once by the data call) and
 * forgets the token once the server has ended the session.
 */
export const SITE_USER_SESSION_URL = '/api/site-users/account/session';

export interface SiteUserCredentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface SiteUserLoginReply {
  xsrfToken?: string;
  [key: string]: unknown;
}

export interface SiteUserSession {
  login(credentials: SiteUserCredentials): Promise<DataCallResult<SiteUserLoginReply>>;
  logout(options: { cloneCart: boolean }): Promise<DataCallResult<unknown>>;
  isLoggedIn(): boolean;
}

export function createSiteUserSession(deps: { call: DataCall; token: SiteUserToken }): SiteUserSession {
  return {
    async login({ email, password, rememberMe }) {
      if (typeof email !== 'string' || typeof password !== 'string') throw new TypeError('Site-user login needs an email and a password as text');
      const result = await deps.call.post<SiteUserLoginReply>(SITE_USER_SESSION_URL, {
        data: { email, password, rememberMe: Boolean(rememberMe) },
        json: true,
      });
      if (result.ok) {
        const token = result.value && typeof result.value === 'object' ? result.value.xsrfToken : undefined;
        // A new session: the old token is no good to it, whether or not a new one came.
        if (typeof token === 'string' && token) deps.token.set(token);
        else deps.token.clear();
      }
      return result;
    },
    async logout({ cloneCart }) {
      const result = await deps.call.del(SITE_USER_SESSION_URL, { query: { cloneCart: Boolean(cloneCart) } });
      if (result.ok) deps.token.clear();
      return result;
    },
    isLoggedIn: () => deps.token.get() !== null,
  };
}
