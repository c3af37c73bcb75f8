/** The page context a published page sets as `Static.SQUARESPACE_CONTEXT`, after `readSiteContext`. */

/**
 * Cookie banner settings exactly as the page carries them (strings and booleans, null
 * when absent or of the wrong type). The cookie-banner module normalises them (falls
 * back to dark, bar, icon…); this layer does not.
 */
export interface CookieBannerSettings {
  isCookieBannerEnabled: boolean | null;
  isRestrictiveCookiePolicyEnabled: boolean | null;
  isRestrictiveCookiePolicyAbsolute: boolean | null;
  isActivityLogEnabled: boolean | null;
  isAnalyticsCookiesDisabled: boolean | null;
  isVisitorDataRestricted: boolean | null;
  cookieBannerText: string | null;
  cookieBannerTheme: string | null;
  cookieBannerVariant: string | null;
  cookieBannerPosition: string | null;
  cookieBannerCtaVariant: string | null;
  cookieBannerCtaText: string | null;
  cookieBannerAcceptType: string | null;
  cookieBannerOptOutCtaText: string | null;
}

export interface SiteContextWebsite {
  /** `website.id` */
  id: string | null;
  /** `website.identifier`: the site's name under the app domain (used for the config panel URL). */
  identifier: string | null;
  /** `website.cloneable`, or the top-level `websiteCloneable`. */
  cloneable: boolean;
  /** `website.developerMode`. */
  developerMode: boolean;
  /** `website.captchaSettings.siteKey`, else `recaptchaEnterpriseContext.recaptchaEnterpriseSiteKey`. */
  captchaSiteKey: string | null;
}

export interface SiteContextCollection {
  id: string | null;
  title: string | null;
  /** Collection type number (only some are named by the spec: see `CollectionType`). */
  type: number | null;
  permissionType: number | null;
  /** `typeName` (blog, events, products, gallery, …), lower-cased; the spec numbers few types, so pages are told apart by it. */
  typeName: string | null;
}

export interface SiteContextItem {
  id: string | null;
  title: string | null;
  /** Record type number (only some are named by the spec: see `RecordType`). */
  recordType: number | null;
}

/** The announcement bar the platform builds from the context (its markup is an empty dropzone). */
export interface AnnouncementBarContext {
  /** `showAnnouncementBar`; false when absent. */
  show: boolean;
  /** `websiteSettings.announcementBarSettings.text`: the bar's rich text (HTML); null when absent. */
  text: string | null;
  /** `websiteSettings.announcementBarSettings.style` (a number the spec does not name); null when absent. */
  style: number | null;
}

export interface SiteContextWebsiteSettings {
  /** `websiteSettings.ssBadgeType`; `BadgeType.NONE` (1) when absent. */
  ssBadgeType: number;
  storeSettings: {
    /** `websiteSettings.storeSettings.selectedCurrency`, upper-cased; 'USD' when absent or not a 3-letter code. */
    selectedCurrency: string;
  };
  /** `websiteSettings.useEscapeKeyToLogin`; false when absent. */
  useEscapeKeyToLogin: boolean;
  /** `websiteSettings.announcementBarSettings` with the context's `showAnnouncementBar`. */
  announcementBar: AnnouncementBarContext;
}

/**
 * Who is looking at the page, derived from the context for the escape key, the editor
 * redirect and tracking. The decisions themselves are made elsewhere.
 */
export interface SiteContextAccess {
  /** An `authenticatedAccount` with an id is present. */
  isAuthenticated: boolean;
  /** `website.developerMode`. */
  developerMode: boolean;
  /** Clone mode: the site is cloneable (`website.cloneable` or `websiteCloneable`). */
  cloneMode: boolean;
  /** `websiteRoles` contains the viewer role (10). */
  hasViewerRole: boolean;
  /** The viewer role is the only role in `websiteRoles`. */
  isViewerOnly: boolean;
  /**
   * The account has site settings access. The spec does not show permission numbers, so
   * this is: signed in and `accessPermissions` holds at least one permission.
   */
  hasSiteSettingsAccess: boolean;
}

export interface SiteContext {
  website: SiteContextWebsite;
  templateId: string | null;
  /** `templateVersion`, e.g. '7.1'. */
  templateVersion: string | null;
  /** `templateInstallation.templateWebsite.id` */
  templateWebsiteId: string | null;
  /** `authenticatedAccount.id`: null for visitors. */
  authenticatedAccountId: string | null;
  /** Role numbers from `websiteRoles` (a `{ "1": true }` map or a list of numbers or role names). */
  websiteRoles: readonly number[];
  /** Permission numbers from `accessPermissions`. */
  accessPermissions: readonly number[];
  cookieSettings: CookieBannerSettings;
  collection: SiteContextCollection | null;
  item: SiteContextItem | null;
  /** `itemId`, else `item.id`. */
  itemId: string | null;
  /** `collectionId`, else `collection.id`. */
  collectionId: string | null;
  /** `pageType` as the page gives it (see `PageType`); null when absent. */
  pageType: number | null;
  appDomain: string | null;
  websiteSettings: SiteContextWebsiteSettings;
  /** `memberLocale`, else `authenticatedAccount.preferredLocale`. */
  memberLocale: string | null;
  /** `websiteLocale`, else `website.language`. */
  websiteLocale: string | null;
  /** `gmRenderKey`: the maps render key, still base64-encoded. */
  mapsRenderKey: string | null;
  /** `betaFeatureFlags`: the flag names switched on for the site. */
  betaFeatureFlags: readonly string[];
  access: SiteContextAccess;
}
