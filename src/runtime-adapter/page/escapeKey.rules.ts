/**
 * What the Escape key does (spec 000 §2, key code 27, only with no dialog open), in
 * the spec's order:
 *   1. admin backend mode: close the guide when it is open, otherwise toggle the
 *      fullscreen preview;
 *   2. a user is logged in: go to the config panel — or, with Shift held, log out
 *      (spec item 4, Shift+Escape; logging out needs someone logged in, so it is
 *      decided here, after admin backend mode);
 *   3. the website setting useEscapeKeyToLogin: open login (account creation
 *      disabled in the login parameters), or redirect when login cannot open here.
 * Pure.
 */
export const ESCAPE_KEY_CODE = 27;

export interface EscapeKeyInput {
  keyCode: number;
  /** KeyboardEvent.key, for browsers that leave keyCode 0. */
  key?: string;
  shiftKey: boolean;
  dialogOpen: boolean;
  adminBackend: boolean;
  guideOpen: boolean;
  loggedIn: boolean;
  useEscapeKeyToLogin: boolean;
}

export interface LoginParameters {
  /** True when login is opened by Escape (000 §2); false for the login a data call asks for. */
  disableAccountCreation: boolean;
}

export type EscapeAction =
  | { type: 'none' }
  | { type: 'close-guide' }
  | { type: 'toggle-fullscreen-preview' }
  | { type: 'redirect-to-config' }
  | { type: 'logout' }
  | { type: 'open-login'; params: LoginParameters };

export const isEscape = (input: Pick<EscapeKeyInput, 'keyCode' | 'key'>): boolean =>
  input.keyCode === ESCAPE_KEY_CODE || input.key === 'Escape' || input.key === 'Esc';

export function decideEscapeKey(input: EscapeKeyInput): EscapeAction {
  if (!isEscape(input) || input.dialogOpen) return { type: 'none' };
  if (input.adminBackend) return input.guideOpen ? { type: 'close-guide' } : { type: 'toggle-fullscreen-preview' };
  if (input.loggedIn) return input.shiftKey ? { type: 'logout' } : { type: 'redirect-to-config' };
  if (input.useEscapeKeyToLogin) return { type: 'open-login', params: { disableAccountCreation: true } };
  return { type: 'none' };
}
