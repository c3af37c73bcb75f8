/**
 * `readSiteContext`: the page-global context object (`Static.SQUARESPACE_CONTEXT`) read
 * into a typed `SiteContext`. Absent or null keys get safe defaults, fields of the wrong
 * type are ignored, and it never throws. The fields that say which page this is come from
 * `pageFields.ts`, which the runtime's start-up reads alone. Pure.
 */
import { BadgeType, WebsiteRole } from '../enums/website';
import { asBoolean, asFiniteNumber, asNonEmptyString, asNumberList, asRecord, asString, asStringList, pick, type LooseRecord } from './looseFields';
import type { CookieBannerSettings, SiteContext } from './siteContext.types';
import { pageFieldsOf } from './pageFields';

/**
 * Cookie banner settings from `cookieSettings`; a key missing there is looked up in
 * `websiteSettings.cookieSettings`, then in `websiteSettings` itself (the design notes
 * find the banner settings under the website settings on published pages).
 */
function readCookieSettings(root: LooseRecord | null): CookieBannerSettings {
  const websiteSettings = asRecord(root?.['websiteSettings']);
  const sources = [asRecord(root?.['cookieSettings']), asRecord(websiteSettings?.['cookieSettings']), websiteSettings];
  const flag = (key: keyof CookieBannerSettings) => sources.reduce<boolean | null>((found, source) => found ?? asBoolean(source?.[key]), null);
  const text = (key: keyof CookieBannerSettings) => sources.reduce<string | null>((found, source) => found ?? asString(source?.[key]), null);
  return {
    isCookieBannerEnabled: flag('isCookieBannerEnabled'),
    isRestrictiveCookiePolicyEnabled: flag('isRestrictiveCookiePolicyEnabled'),
    isRestrictiveCookiePolicyAbsolute: flag('isRestrictiveCookiePolicyAbsolute'),
    isActivityLogEnabled: flag('isActivityLogEnabled'),
    isAnalyticsCookiesDisabled: flag('isAnalyticsCookiesDisabled'),
    isVisitorDataRestricted: flag('isVisitorDataRestricted'),
    cookieBannerText: text('cookieBannerText'),
    cookieBannerTheme: text('cookieBannerTheme'),
    cookieBannerVariant: text('cookieBannerVariant'),
    cookieBannerPosition: text('cookieBannerPosition'),
    cookieBannerCtaVariant: text('cookieBannerCtaVariant'),
    cookieBannerCtaText: text('cookieBannerCtaText'),
    cookieBannerAcceptType: text('cookieBannerAcceptType'),
    cookieBannerOptOutCtaText: text('cookieBannerOptOutCtaText'),
  };
}

const ROLE_BY_NAME: ReadonlyMap<string, number> = new Map(Object.entries(WebsiteRole).map(([name, n]) => [name, n]));

function roleNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  return ROLE_BY_NAME.get(text.toUpperCase().replace(/[\s-]+/g, '_')) ?? null;
}

/** `websiteRoles` as a `{ "1": true }` map, or a list of numbers or role names. */
function readRoles(value: unknown): number[] {
  const roles: number[] = [];
  const add = (n: number | null) => {
    if (n !== null && !roles.includes(n)) roles.push(n);
  };
  if (Array.isArray(value)) {
    for (const entry of value) add(roleNumber(entry));
  } else {
    const map = asRecord(value);
    if (map) for (const [key, on] of Object.entries(map)) if (on === true) add(roleNumber(key));
  }
  return roles;
}

/**
 * Reads the page context. Never throws: should reading throw all the same (an object with
 * a throwing getter), the context of an empty object is returned.
 */
export function readSiteContext(raw: unknown): SiteContext {
  try {
    return readFields(raw);
  } catch {
    return readFields(null);
  }
}

function readFields(raw: unknown): SiteContext {
  const root = asRecord(raw);
  const website = asRecord(root?.['website']);
  const settings = asRecord(root?.['websiteSettings']);
  const page = pageFieldsOf(root);
  const { authenticatedAccountId } = page;

  const cloneable = asBoolean(website?.['cloneable']) ?? asBoolean(root?.['websiteCloneable']) ?? false;
  const developerMode = asBoolean(website?.['developerMode']) ?? false;
  const websiteRoles = readRoles(root?.['websiteRoles']);
  const accessPermissions = asNumberList(root?.['accessPermissions']);
  const isAuthenticated = authenticatedAccountId !== null;

  return {
    website: {
      id: asNonEmptyString(website?.['id']),
      identifier: asNonEmptyString(website?.['identifier']),
      cloneable,
      developerMode,
      captchaSiteKey:
        asNonEmptyString(pick(website, 'captchaSettings', 'siteKey')) ??
        asNonEmptyString(pick(root, 'recaptchaEnterpriseContext', 'recaptchaEnterpriseSiteKey')),
    },
    templateId: asNonEmptyString(root?.['templateId']),
    templateVersion: asNonEmptyString(root?.['templateVersion']),
    templateWebsiteId: asNonEmptyString(pick(root, 'templateInstallation', 'templateWebsite', 'id')),
    authenticatedAccountId,
    websiteRoles,
    accessPermissions,
    cookieSettings: readCookieSettings(root),
    collection: page.collection,
    item: page.item,
    itemId: page.itemId,
    collectionId: page.collectionId,
    pageType: page.pageType,
    appDomain: asNonEmptyString(root?.['appDomain']),
    websiteSettings: {
      ssBadgeType: asFiniteNumber(settings?.['ssBadgeType']) ?? BadgeType.NONE,
      storeSettings: { selectedCurrency: page.currency },
      useEscapeKeyToLogin: asBoolean(settings?.['useEscapeKeyToLogin']) ?? false,
      announcementBar: page.announcementBar,
    },
    memberLocale: page.memberLocale,
    websiteLocale: page.websiteLocale,
    mapsRenderKey: page.mapsRenderKey,
    betaFeatureFlags: asStringList(root?.['betaFeatureFlags']),
    access: {
      isAuthenticated,
      developerMode,
      cloneMode: cloneable,
      hasViewerRole: websiteRoles.includes(WebsiteRole.VIEWER),
      isViewerOnly: websiteRoles.length > 0 && websiteRoles.every((r) => r === WebsiteRole.VIEWER),
      hasSiteSettingsAccess: isAuthenticated && accessPermissions.length > 0,
    },
  };
}
