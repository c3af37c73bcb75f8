/**
 * The site user's login, as a modal dialog on the page (spec 002 §3, §4, §7; opened by
 * Escape with useEscapeKeyToLogin, 000 §2, or by a data call's loginRequired reply): email,
 * password and Remember me; the server's message when it refuses. A visitor already logged in
 * sees Log Out instead. Built on DialogView (focus in, contained and returned, Escape and
 * Cancel close); the calls are the caller's (`onLogin`, `onLogout`).
 */
import { useReducer, useRef, type FormEvent } from 'react';
import { DialogView } from '../../primitives/dialog/DialogView';
import { Button } from '../../primitives/buttons/Button';
import { initialSiteUserLogin, siteUserLoginReducer, SITE_USER_LOGIN_TEXT as TEXT, type SessionOutcome } from './siteUserLogin.rules';
import { LoginForm, Problem, RememberMe } from './SiteUserLogin.styles';

export interface SiteUserCredentialsInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface SiteUserLoginProps {
  /** A site-user session is open (its token is held): the view offers Log Out. */
  loggedIn: boolean;
  onLogin: (credentials: SiteUserCredentialsInput) => Promise<SessionOutcome>;
  onLogout: () => Promise<SessionOutcome>;
  /** Cancel, Escape or a click outside: the dialog has gone. */
  onClose: () => void;
}

export function SiteUserLogin({ loggedIn, onLogin, onLogout, onClose }: SiteUserLoginProps) {
  const [state, dispatch] = useReducer(siteUserLoginReducer, initialSiteUserLogin);
  const busy = state.phase === 'busy' || state.phase === 'done';
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const rememberMe = useRef<HTMLInputElement>(null);

  const run = (call: () => Promise<SessionOutcome>) => {
    if (busy) return;
    dispatch({ type: 'submit' });
    call().then(
      (outcome) => dispatch({ type: 'settled', outcome }),
      (error: unknown) => dispatch({ type: 'settled', outcome: { ok: false, message: error instanceof Error ? error.message : '' } }),
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run(() => onLogin({ email: email.current?.value ?? '', password: password.current?.value ?? '', rememberMe: rememberMe.current?.checked ?? false }));
  };
  const problem = state.message && <Problem role="alert">{state.message}</Problem>;

  const body = loggedIn ? (
    <LoginForm onSubmit={(event) => (event.preventDefault(), run(onLogout))}>
      <p>{TEXT.loggedIn}</p>
      {problem}
      <Button type="submit" $variant="primary" $busy={busy}>
        {busy ? TEXT.loggingOut : TEXT.logOut}
      </Button>
    </LoginForm>
  ) : (
    <LoginForm noValidate onSubmit={onSubmit}>
      <label>
        {TEXT.email}
        <input ref={email} type="email" name="email" autoComplete="username" required readOnly={busy} />
      </label>
      <label>
        {TEXT.password}
        <input ref={password} type="password" name="password" autoComplete="current-password" required readOnly={busy} />
      </label>
      <RememberMe>
        <input ref={rememberMe} type="checkbox" name="rememberMe" disabled={busy} />
        {TEXT.rememberMe}
      </RememberMe>
      {problem}
      <Button type="submit" $variant="primary" $busy={busy}>
        {busy ? TEXT.loggingIn : TEXT.logIn}
      </Button>
    </LoginForm>
  );

  return (
    <DialogView
      kind="information"
      title={loggedIn ? TEXT.accountTitle : TEXT.loginTitle}
      message={body}
      confirmLabel={loggedIn ? TEXT.close : TEXT.cancel}
      hideAfterMs={null}
      onHidden={onClose}
    />
  );
}
