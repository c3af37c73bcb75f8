/**
 * The editor redirect and the config panel address (spec 000 §2, §6): a logged-in
 * account that has site settings, opening the site outside developer mode and clone
 * mode, without a viewer role, in the top frame, is sent to /config/ on the website
 * identifier under the app domain, with frameUrl = the current path and query,
 * encoded. The noredirect query flag (remembered in session storage) or a localhost
 * host turns it off. Pure.
 */
import { DEFAULT_INTERNAL_DOMAINS, internalEnvironmentOf } from '../../platform/hosts/hostEnvironment.rules';
import type { SiteContext } from '../../platform/siteContext/siteContext.types';

/** The session storage key that remembers a noredirect flag for the rest of the visit. */
export const NO_REDIRECT_STORAGE_KEY = 'noredirect';

export interface PageLocation {
  hostname: string;
  pathname: string;
  /** With its leading ?, or empty. */
  search: string;
}

/**
 * The config panel for this page: https://{identifier}.{appDomain}/config/?frameUrl=…;
 * null when the context lacks the identifier or the app domain (the address cannot be made).
 */
export function configPanelUrl(
  context: { website: Pick<SiteContext['website'], 'identifier'>; appDomain: string | null },
  location: Pick<PageLocation, 'pathname' | 'search'>,
): string | null {
  const websiteIdentifier = context.website.identifier;
  const { appDomain } = context;
  if (!websiteIdentifier || !appDomain) return null;
  const frameUrl = encodeURIComponent(`${location.pathname}${location.search}`);
  return `https://${websiteIdentifier}.${appDomain.replace(/^\.+|\/+$/g, '')}/config/?frameUrl=${frameUrl}`;
}

/** A local development host (localhost, *.localhost, 127.0.0.1, [::1]): the platform's dev hosts. */
export function isLocalHost(hostname: string): boolean {
  return internalEnvironmentOf(hostname, DEFAULT_INTERNAL_DOMAINS) === 'dev';
}

export interface EditorRedirectInput {
  context: SiteContext;
  location: PageLocation;
  /** The page is the top frame (not inside the admin's preview frame). */
  topFrame: boolean;
  /** noredirect in this page's query. */
  noRedirectQuery: boolean;
  /** noredirect remembered in session storage from earlier in the visit. */
  noRedirectRemembered: boolean;
}

export type EditorRedirectDecision =
  | { redirect: true; url: string }
  | {
      redirect: false;
      reason:
        'not-logged-in' | 'no-site-settings' | 'developer-mode' | 'clone-mode' | 'viewer-role' | 'in-frame' | 'noredirect' | 'localhost' | 'no-config-address';
    };

export function decideEditorRedirect({ context, location, topFrame, noRedirectQuery, noRedirectRemembered }: EditorRedirectInput): EditorRedirectDecision {
  const { access } = context;
  if (!access.isAuthenticated) return { redirect: false, reason: 'not-logged-in' };
  if (!access.hasSiteSettingsAccess) return { redirect: false, reason: 'no-site-settings' };
  if (access.developerMode) return { redirect: false, reason: 'developer-mode' };
  if (access.cloneMode) return { redirect: false, reason: 'clone-mode' };
  if (access.hasViewerRole) return { redirect: false, reason: 'viewer-role' };
  if (!topFrame) return { redirect: false, reason: 'in-frame' };
  if (noRedirectQuery || noRedirectRemembered) return { redirect: false, reason: 'noredirect' };
  if (isLocalHost(location.hostname)) return { redirect: false, reason: 'localhost' };
  const url = configPanelUrl(context, location);
  return url === null ? { redirect: false, reason: 'no-config-address' } : { redirect: true, url };
}
