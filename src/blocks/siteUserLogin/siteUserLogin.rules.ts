/**
 * The site-user login view's words and its steps (pure). The spec gives the calls
 * (002 §3, §4, §7: email, password, rememberMe; the reply's xsrfToken; logout) and no
 * wording for the view: these labels are ours. A failure shows the server's message
 * (the dev site answers with the dictionary's 'Please enter a valid email').
 */
import type { DataCallResult } from '../../services/http/dataCall.types';

export const SITE_USER_LOGIN_TEXT = {
  loginTitle: 'Log In',
  accountTitle: 'Your Account',
  email: 'Email',
  password: 'Password',
  rememberMe: 'Remember me',
  logIn: 'Log In',
  loggingIn: 'Logging In…',
  loggedIn: 'You are logged in.',
  logOut: 'Log Out',
  loggingOut: 'Logging Out…',
  cancel: 'Cancel',
  close: 'Close',
  /** When the server's reply carries no message of its own. */
  failed: 'Something went wrong',
} as const;

/** What a login or logout call came to, as the view needs it. */
export type SessionOutcome = { ok: true } | { ok: false; message: string };

/** A session call's result as the view needs it: the failure's message (empty: the view says `failed`). */
export function sessionOutcomeOf(result: DataCallResult<unknown>): SessionOutcome {
  return result.ok ? { ok: true } : { ok: false, message: result.error.message };
}

export type SiteUserLoginState =
  { phase: 'idle'; message: null } | { phase: 'busy'; message: null } | { phase: 'failed'; message: string } | { phase: 'done'; message: null };

export type SiteUserLoginEvent = { type: 'submit' } | { type: 'settled'; outcome: SessionOutcome };

export const initialSiteUserLogin: SiteUserLoginState = { phase: 'idle', message: null };

/** A submit while one is under way is ignored; a failure shows its message and lets the visitor try again. */
export function siteUserLoginReducer(state: SiteUserLoginState, event: SiteUserLoginEvent): SiteUserLoginState {
  switch (event.type) {
    case 'submit':
      return state.phase === 'busy' || state.phase === 'done' ? state : { phase: 'busy', message: null };
    case 'settled':
      if (state.phase !== 'busy') return state;
      return event.outcome.ok ? { phase: 'done', message: null } : { phase: 'failed', message: event.outcome.message || SITE_USER_LOGIN_TEXT.failed };
  }
}
