/**
 * The page's listeners for what a visitor does, installed once start-up has run (their chunk goes with
 * the page chrome, loaded at start on every page): the Escape key, the login a data call asks for
 * (`site:login-required`), the commerce links and the button census. `pageBehaviour.ts` loads this module
 * and the runtime's `ready` waits for it; before it has loaded, a commerce link is followed as the server
 * rendered it (as it is before the runtime has loaded at all).
 */
import { configPanelUrl } from './editorRedirect.rules';
import { decideEscapeKey } from './escapeKey.rules';
import type { PageBehaviourOptions } from './pageBehaviour';
import { afterLogoutUrl } from '../../services/session/accountLogout';
import { listenForButtonCensus } from './buttonCensus';
import { listenForCommerceLinks } from './commerceLinks';
import { LOGIN_REQUIRED_EVENT } from '../services/loginRequiredEvent';

/** A full navigation to the config panel (where the platform signs people in), or a log line when its address is unknown. */
function goToConfigPanel({ env, context, services, log }: Pick<PageBehaviourOptions, 'env' | 'context' | 'services' | 'log'>, what: string): void {
  const url = configPanelUrl(context, env.location);
  if (url) services.navigate(url);
  else log(`${what}: the config panel address is unknown (the site context has no website identifier or app domain)`);
}

/**
 * The login a data call asks for: a loginRequired reply dispatches `LOGIN_REQUIRED_EVENT` on the
 * window (000 §4, §8); login opens in the page (account creation allowed), or, where it cannot
 * open here, the page goes to the config panel, as the Escape key's login does (our choice).
 */
function listenForLoginRequired(options: PageBehaviourOptions): () => void {
  const onLoginRequired = () => {
    if (!options.services.openLogin({ disableAccountCreation: false })) goToConfigPanel(options, 'Login required');
  };
  options.env.target.addEventListener(LOGIN_REQUIRED_EVENT, onLoginRequired);
  return () => options.env.target.removeEventListener(LOGIN_REQUIRED_EVENT, onLoginRequired);
}

/** The Escape key listener: the pure decision, then its effect. */
function listenForEscape({ env, context, services, log }: PageBehaviourOptions): () => void {
  const onKeyDown = (event: Event) => {
    const e = event as KeyboardEvent;
    const action = decideEscapeKey({
      keyCode: e.keyCode,
      key: e.key,
      shiftKey: e.shiftKey,
      dialogOpen: services.isDialogOpen(),
      adminBackend: services.adminBackend !== null,
      guideOpen: services.adminBackend?.isGuideOpen() ?? false,
      loggedIn: context.access.isAuthenticated,
      useEscapeKeyToLogin: context.websiteSettings.useEscapeKeyToLogin,
    });
    const toConfig = () => goToConfigPanel({ env, context, services, log }, 'Escape');
    switch (action.type) {
      case 'none':
        return;
      case 'close-guide':
        services.adminBackend?.closeGuide();
        break;
      case 'toggle-fullscreen-preview':
        services.adminBackend?.toggleFullscreenPreview();
        break;
      case 'redirect-to-config':
        toConfig();
        break;
      case 'logout':
        services.logout().then(
          () => services.navigate(afterLogoutUrl(`${env.location.pathname}${env.location.search}`)),
          (error: unknown) => log('Logging out failed', error),
        );
        break;
      case 'open-login':
        if (!services.openLogin(action.params)) toConfig();
        break;
    }
    e.preventDefault();
  };
  env.target.addEventListener('keydown', onKeyDown);
  return () => env.target.removeEventListener('keydown', onKeyDown);
}

/** Installs the listeners; returns how to remove them. */
export function startPageListeners(options: PageBehaviourOptions): () => void {
  const { env, services, log } = options;
  const cleanups = [
    listenForEscape(options),
    listenForLoginRequired(options),
    listenForCommerceLinks(env.document, services.commerce, log),
    listenForButtonCensus(env.document, services, log),
  ];
  return () => cleanups.reverse().forEach((cleanup) => cleanup());
}
