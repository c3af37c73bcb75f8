/**
 * The site context the page sets as `Static.SQUARESPACE_CONTEXT` (spec: website id
 * and cloneable, websiteSettings, authenticatedAccount, websiteRoles, cookieSettings,
 * collection, item, itemId, collectionId, pageType, appDomain, template version),
 * read defensively: a missing or malformed context is an anonymous visitor's. Pure.
 */
import { WebsiteRole } from '../../platform/enums/website';

export interface SiteContext {
  websiteId: string | null;
  /** The website's identifier: its subdomain under the app domain. */
  websiteIdentifier: string | null;
  cloneable: boolean;
  developerMode: boolean;
  appDomain: string | null;
  authenticatedAccountId: string | null;
  /** Role numbers the logged-in account holds on this website. */
  websiteRoles: number[];
  /** The raw website settings (useEscapeKeyToLogin, cookie banner settings, …); {} when absent. */
  websiteSettings: Record<string, unknown> | null;
  cookieSettings: Record<string, unknown>;
  collectionId: string | null;
  itemId: string | null;
  pageType: number | null;
  templateVersion: string | null;
}

type Raw = Record<string, unknown>;
const obj = (v: unknown): Raw | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Raw) : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : typeof v === 'number' ? String(v) : null);

/** Role numbers from an array, a single number, or an object of arrays keyed by website id. */
export function roleNumbers(raw: unknown, websiteId: string | null = null): number[] {
  if (typeof raw === 'number') return [raw];
  if (typeof raw === 'string' && /^\d+$/.test(raw)) return [Number(raw)];
  if (Array.isArray(raw)) return raw.flatMap((r) => roleNumbers(r));
  const o = obj(raw);
  if (!o) return [];
  if (websiteId !== null && websiteId in o) return roleNumbers(o[websiteId]);
  return Object.values(o).flatMap((r) => roleNumbers(r));
}

export function readSiteContext(raw: unknown): SiteContext {
  const c = obj(raw) ?? {};
  const website = obj(c.website) ?? {};
  const websiteId = str(website.id) ?? str(c.websiteId);
  const settings = obj(c.websiteSettings);
  return {
    websiteId,
    websiteIdentifier: str(website.identifier),
    cloneable: website.cloneable === true,
    developerMode: website.developerMode === true || c.developerMode === true,
    appDomain: str(c.appDomain),
    authenticatedAccountId: str(obj(c.authenticatedAccount)?.id),
    websiteRoles: roleNumbers(c.websiteRoles, websiteId),
    websiteSettings: settings,
    cookieSettings: { ...(obj(settings?.cookieSettings) ?? {}), ...(obj(c.cookieSettings) ?? {}) },
    collectionId: str(c.collectionId) ?? str(obj(c.collection)?.id),
    itemId: str(c.itemId) ?? str(obj(c.item)?.id),
    pageType: typeof c.pageType === 'number' ? c.pageType : null,
    templateVersion: str(c.templateVersion),
  };
}

export const isLoggedIn = (context: SiteContext): boolean => context.authenticatedAccountId !== null;
export const hasViewerRole = (context: SiteContext): boolean => context.websiteRoles.includes(WebsiteRole.VIEWER);
