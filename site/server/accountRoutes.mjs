/**
 * Site-user sessions, logout, multilingual and site header/footer calls (000 §7, 002 §7).
 * Sessions are stored (the password never is: it is kept as the platform's masked
 * placeholder); multilingual and header/footer settings live in memory for the run.
 *
 * The session cookie and the xsrfToken are two values (002 §4: login keeps the token and
 * sends it on later requests, as X-SiteUser-XSRF-Token): the cookie holds a random session
 * id (HttpOnly, never in a reply body), the token is derived from it with a key of this
 * run (HMAC), so a page's script that reads the token learns nothing that would pass for
 * the cookie, and the server can tell the token belongs to the session.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { serializeCookie } from './httpMessages.mjs';

/** @typedef {import('./routeTypes.mjs').Route} Route */

/** The spec's masked password placeholder, stored instead of a password. */
export const MASKED_PASSWORD = '__MASKED_FIELD__';
/** The dictionary's email message (002 §5). */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email';
/** dev-site choice: the spec shows no wording for a login without a password. */
export const PASSWORD_REQUIRED_MESSAGE = 'Please enter a password';
/** dev-site choice: the name of the site-user session cookie (the spec does not show it). */
export const SITE_USER_COOKIE = 'siteUserSession';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The key xsrfTokens are derived with, new each run. */
const TOKEN_KEY = randomBytes(32);

/** The xsrfToken of a session id. @param {string} sessionId */
export const xsrfTokenOf = (sessionId) => createHmac('sha256', TOKEN_KEY).update(`xsrf:${sessionId}`).digest('base64url');

/** @param {unknown} value @returns {Record<string, unknown>} */
const record = (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? /** @type {Record<string, unknown>} */ (value) : {});

/** @type {Route[]} */
export const accountRoutes = [
  {
    method: 'POST',
    path: '/api/site-users/account/session',
    handle(request, site) {
      const body = record(request.body);
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      if (!EMAIL.test(email)) return { status: 400, json: { error: INVALID_EMAIL_MESSAGE } };
      if (typeof body.password !== 'string' || body.password === '') return { status: 400, json: { error: PASSWORD_REQUIRED_MESSAGE } };
      const sessionId = randomBytes(24).toString('base64url');
      const xsrfToken = xsrfTokenOf(sessionId);
      const rememberMe = body.rememberMe === true || body.rememberMe === 'true';
      site.db.insert('sessions', { action: 'login', email, remember_me: rememberMe, xsrf_token: xsrfToken });
      return { status: 200, json: { xsrfToken }, cookies: [serializeCookie(SITE_USER_COOKIE, sessionId, { httpOnly: true })] };
    },
  },
  {
    method: 'DELETE',
    path: '/api/site-users/account/session',
    handle(request, site) {
      const token = request.headers['x-siteuser-xsrf-token'];
      const sessionCookie = request.cookies[SITE_USER_COOKIE];
      site.db.insert('sessions', {
        action: 'logout',
        xsrf_token: typeof token === 'string' ? token : sessionCookie ? xsrfTokenOf(sessionCookie) : null,
        clone_cart: request.query.get('cloneCart'),
      });
      return { status: 200, json: {}, cookies: [serializeCookie(SITE_USER_COOKIE, '', { maxAgeS: 0, httpOnly: true })] };
    },
  },
  {
    method: 'POST',
    path: '/api/auth/Logout',
    handle(_request, site) {
      site.db.insert('sessions', { action: 'auth-logout' });
      return { status: 200, json: {} };
    },
  },
  {
    method: 'GET',
    path: '/api/multilingual/settings',
    // dev-site choice: the spec does not show this reply's shape.
    handle: (_request, site) => ({ status: 200, json: { enabled: site.settings.languages.length > 1, languages: site.settings.languages } }),
  },
  {
    method: 'GET',
    path: '/api/multilingual/status',
    // dev-site choice: the spec does not show this reply's shape.
    handle: (_request, site) => ({ status: 200, json: { connected: site.settings.connected } }),
  },
  {
    method: 'GET',
    path: '/api/multilingual/languages',
    handle: (_request, site) => ({ status: 200, json: { languages: site.settings.languages } }),
  },
  {
    method: 'PUT',
    path: '/api/multilingual/languages',
    handle(request, site) {
      const languages = record(request.body).languages;
      if (!Array.isArray(languages)) return { status: 400, json: { error: 'languages must be a list' } };
      site.settings.languages = languages;
      return { status: 200, json: { languages } };
    },
  },
  {
    method: 'DELETE',
    path: '/api/multilingual/connection',
    handle(_request, site) {
      site.settings.connected = false;
      return { status: 200, json: {} };
    },
  },
  {
    method: 'GET',
    path: '/api/site-header-footer',
    handle: (_request, site) => ({ status: 200, json: { header: site.settings.header, footer: site.settings.footer } }),
  },
  {
    method: 'PUT',
    path: '/api/site-header-footer',
    handle(request, site) {
      const body = record(request.body);
      if (typeof body.header !== 'string' || typeof body.footer !== 'string') {
        return { status: 400, json: { error: 'header and footer must both be strings' } };
      }
      site.settings.header = body.header;
      site.settings.footer = body.footer;
      return { status: 200, json: { header: body.header, footer: body.footer } };
    },
  },
];
