/**
 * Mount chunk: the site user's login dialog (opened by the page services' `openLogin`).
 * The session's calls go through the page's data call, which sends the token it holds.
 */
import { SiteUserLogin } from '../../blocks/siteUserLogin/SiteUserLogin';
import { sessionOutcomeOf, type SessionOutcome } from '../../blocks/siteUserLogin/siteUserLogin.rules';
import type { DataCallResult } from '../../services/http/dataCall.types';
import { createSiteUserSession } from '../../services/session/siteUserSession';
import type { MountFunction } from '../mountTypes';
import { renderInto } from './renderRoot';

export const mount: MountFunction<'siteUserLogin'> = (host, { token, onSessionChanged, onClose }, context) => {
  const session = createSiteUserSession({ call: context.services.dataCall, token });
  const settle = (result: DataCallResult<unknown>): SessionOutcome => {
    const outcome = sessionOutcomeOf(result);
    if (outcome.ok) onSessionChanged();
    return outcome;
  };
  return renderInto(
    host,
    <SiteUserLogin
      loggedIn={session.isLoggedIn()}
      onLogin={async (credentials) => settle(await session.login(credentials))}
      // our choice: the visitor's cart is not copied to the logged-out visit (the spec names cloneCart, not when)
      onLogout={async () => settle(await session.logout({ cloneCart: false }))}
      onClose={onClose}
    />,
    context,
  );
};
