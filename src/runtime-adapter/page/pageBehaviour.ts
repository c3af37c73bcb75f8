/**
 * Page-level behaviour, as thin effects over the pure rules: flags on the root
 * element, uncaught-error reporting, the editor redirect, visitor cookies, the page
 * view, the button census, the Escape key, the login a data call asks for (`site:login-required`) and the
 * commerce links. Returns the cleanup that removes every listener and mark.
 */
import { decideEditorRedirect, NO_REDIRECT_STORAGE_KEY, configPanelUrl } from './editorRedirect.rules';
import { decideEscapeKey } from './escapeKey.rules';
import { MOBILE_APP_ATTRIBUTE, NO_MOTION_ATTRIBUTE, type PageFlags } from './pageFlags.rules';
import type { PageEnvironment } from './pageEnvironment';
import type { PageServices } from './pageServices';
import { storageAccess } from '../../platform/storage/storageAccess';
import { isPageViewRecorded } from '../../platform/tracking/trackingEligibility.rules';
import type { SiteContext } from '../../platform/siteContext/siteContext.types';
import { afterLogoutUrl } from '../../services/session/accountLogout';
import { listenForButtonCensus } from './buttonCensus';
import { listenForCommerceLinks } from './commerceLinks';
import { LOGIN_REQUIRED_EVENT } from '../services/loginRequiredEvent';

export interface PageBehaviourOptions {
  env: PageEnvironment;
  context: SiteContext;
  flags: PageFlags;
  services: PageServices;
  log: (message: string, error?: unknown) => void;
}

/**
 * The page's session storage: a failure (storage blocked, missing, full) is logged as a warning
 * with the spec's message, 'Unable access local/session storage.', and read as null (002 §8).
 */
const sessionStore = (services: PageServices) => storageAccess(services.sessionStorage, console);

function readRemembered(services: PageServices): boolean {
  return sessionStore(services).get(NO_REDIRECT_STORAGE_KEY) === 'true';
}

function remember(services: PageServices): void {
  // refused: the warning is logged and the flag then holds for this page only
  sessionStore(services).set(NO_REDIRECT_STORAGE_KEY, 'true');
}

/** Marks the root element with the page's flags; returns how to remove the marks. */
export function markRoot(root: HTMLElement, flags: PageFlags): () => void {
  if (flags.mobileApp) root.setAttribute(MOBILE_APP_ATTRIBUTE.name, MOBILE_APP_ATTRIBUTE.value);
  if (flags.noMotion) root.setAttribute(NO_MOTION_ATTRIBUTE, '');
  return () => {
    if (flags.mobileApp) root.removeAttribute(MOBILE_APP_ATTRIBUTE.name);
    if (flags.noMotion) root.removeAttribute(NO_MOTION_ATTRIBUTE);
  };
}

/** error and unhandledrejection listeners that hand what they catch to services.reportError. */
export function listenForErrors(target: PageEnvironment['target'], services: PageServices, log: PageBehaviourOptions['log']): () => void {
  const onError = (event: Event) => {
    const e = event as ErrorEvent;
    try {
      services.reportError(e.error ?? e.message, {
        source: 'error',
        message: e.message ?? String(e.error),
        filename: e.filename,
        line: e.lineno,
        column: e.colno,
      });
    } catch (error) {
      log('Reporting an uncaught error failed', error);
    }
  };
  const onRejection = (event: Event) => {
    const reason = (event as PromiseRejectionEvent).reason;
    try {
      services.reportError(reason, { source: 'unhandledrejection', message: reason instanceof Error ? reason.message : String(reason) });
    } catch (error) {
      log('Reporting an unhandled rejection failed', error);
    }
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

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
export function listenForLoginRequired(options: PageBehaviourOptions): () => void {
  const onLoginRequired = () => {
    if (!options.services.openLogin({ disableAccountCreation: false })) goToConfigPanel(options, 'Login required');
  };
  options.env.target.addEventListener(LOGIN_REQUIRED_EVENT, onLoginRequired);
  return () => options.env.target.removeEventListener(LOGIN_REQUIRED_EVENT, onLoginRequired);
}

/** The Escape key listener: the pure decision, then its effect. */
export function listenForEscape({ env, context, services, log }: PageBehaviourOptions): () => void {
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

/**
 * Runs the start-of-page effects and installs the listeners. Returns the cleanup, and
 * whether the page is being redirected to the editor (the caller then mounts nothing).
 */
export function startPageBehaviour(options: PageBehaviourOptions): { cleanup: () => void; redirecting: boolean } {
  const { env, context, flags, services, log } = options;
  const cleanups: (() => void)[] = [];
  cleanups.push(markRoot(env.document.documentElement, flags));
  cleanups.push(listenForErrors(env.target, services, log));

  if (flags.noRedirect) remember(services);
  const redirect = decideEditorRedirect({
    context,
    location: env.location,
    topFrame: env.isTopFrame,
    noRedirectQuery: flags.noRedirect,
    noRedirectRemembered: readRemembered(services),
  });
  const cleanup = () =>
    cleanups
      .splice(0)
      .reverse()
      .forEach((c) => c());
  if (redirect.redirect) {
    services.navigate(redirect.url);
    return { cleanup, redirecting: true };
  }

  const guarded = (what: string, effect: () => void) => {
    try {
      effect();
    } catch (error) {
      log(`${what} failed`, error);
    }
  };
  guarded('Updating the visitor cookies', () => services.touchVisitorCookies());
  if (isPageViewRecorded(context, { pathname: env.location.pathname, globallyDisabled: false })) {
    guarded('Recording the page view', () => services.recordPageView());
  }
  cleanups.push(listenForEscape(options));
  cleanups.push(listenForLoginRequired(options));
  cleanups.push(listenForCommerceLinks(env.document, services.commerce, log));
  cleanups.push(listenForButtonCensus(env.document, services, log));
  return { cleanup, redirecting: false };
}
