/**
 * Page-level behaviour, as thin effects over the pure rules, run once the page services have loaded (`pageStart.ts`):
 * the editor redirect, visitor cookies and the page view; then the listeners for what a visitor does (the button census, the Escape key, the
 * login a data call asks for and the commerce links: `pageListeners.ts`, loaded after start-up).
 * Returns the cleanup that removes every listener.
 */
import { decideEditorRedirect, NO_REDIRECT_STORAGE_KEY } from './editorRedirect.rules';
import type { PageFlags } from './pageFlags.rules';
import type { PageEnvironment } from './pageEnvironment';
import type { PageServices } from './pageServices';
import { storageAccess } from '../../platform/storage/storageAccess';
import { isPageViewRecorded } from '../../platform/tracking/trackingEligibility.rules';
import type { SiteContext } from '../../platform/siteContext/siteContext.types';

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

export interface PageBehaviour {
  /** Removes every listener (the listeners not loaded yet are then never installed). */
  cleanup: () => void;
  /** Whether the page is being redirected to the editor (the caller then mounts nothing). */
  redirecting: boolean;
  /** Settles once the visitor's listeners are installed (or their chunk failed to load, logged). */
  listening: Promise<void>;
}

/** Runs the start-of-page effects and loads the listeners for what a visitor does. */
export function startPageBehaviour(options: PageBehaviourOptions): PageBehaviour {
  const { env, context, flags, services, log } = options;
  const cleanups: (() => void)[] = [];

  if (flags.noRedirect) remember(services);
  const redirect = decideEditorRedirect({
    context,
    location: env.location,
    topFrame: env.isTopFrame,
    noRedirectQuery: flags.noRedirect,
    noRedirectRemembered: readRemembered(services),
  });
  let stopped = false;
  const cleanup = () => {
    stopped = true;
    cleanups
      .splice(0)
      .reverse()
      .forEach((c) => c());
  };
  if (redirect.redirect) {
    services.navigate(redirect.url);
    return { cleanup, redirecting: true, listening: Promise.resolve() };
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
  const listening = import('./pageListeners').then(
    ({ startPageListeners }) => {
      if (!stopped) cleanups.push(startPageListeners(options));
    },
    (error: unknown) => log('Loading the page listeners failed', error),
  );
  return { cleanup, redirecting: false, listening };
}
