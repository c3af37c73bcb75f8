/**
 * Website-level enumerations: roles, statuses, types, content statuses, badge type,
 * version strings, survey cohorts and feature flags. Numbers exactly as the spec gives
 * them; where the spec names a value without its number, it is listed by name only.
 */
export const WebsiteRole = {
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
  NONE: 14,
  WEBSITE_MANAGER: 15,
} as const;
export type WebsiteRole = (typeof WebsiteRole)[keyof typeof WebsiteRole];

const ROLE_NUMBERS: ReadonlySet<number> = new Set(Object.values(WebsiteRole));
export function isWebsiteRole(value: unknown): value is WebsiteRole {
  return typeof value === 'number' && ROLE_NUMBERS.has(value);
}

export const WebsiteStatus = {
  EXPIRED: 1,
  PAST_DUE: 2,
  TRIAL: 3,
  BETA: 4,
  REMOVED: 5,
  INTERNAL: 6,
  COMPED: 7,
  PAID: 8,
  LINKED: 11,
  ACTIVE_PARKING_PAGE: 12,
  RESOLD: 13,
  RESOLD_GRACE_PERIOD: 14,
  ENTERPRISE: 15,
} as const;
export type WebsiteStatus = (typeof WebsiteStatus)[keyof typeof WebsiteStatus];

/** Website types: the spec names them without numbers. */
export const WEBSITE_TYPES = ['classic', 'cover-page', 'parking-page', 'commerce', 'enterprise'] as const;
export type WebsiteType = (typeof WEBSITE_TYPES)[number];

export const ContentStatus = {
  PUBLISHED: 1,
  SCHEDULED: 2,
  NEEDS_REVIEW: 3,
  DRAFT: 4,
  PRIVATE: 5,
  DELETED: 6,
} as const;
export type ContentStatus = (typeof ContentStatus)[keyof typeof ContentStatus];

export const BadgeType = { NONE: 1, BLACK: 2, WHITE: 3 } as const;
export type BadgeType = (typeof BadgeType)[keyof typeof BadgeType];

/** Template version strings. */
export const VERSION_STRINGS = ['7', '7.1', '8'] as const;
export type VersionString = (typeof VERSION_STRINGS)[number];

export const SURVEY_COHORTS = ['A', 'B', 'C', 'D', 'E'] as const;
export type SurveyCohort = (typeof SURVEY_COHORTS)[number];

/** Feature flags (1 to 70): only the three numbers the spec states. */
export const FeatureFlag = {
  AFTERPAY: 64,
  CLEARPAY: 68,
  KLARNA: 70,
} as const;
export type FeatureFlag = (typeof FeatureFlag)[keyof typeof FeatureFlag];

/** Feature flags the spec names without a number. */
export const UNNUMBERED_FEATURE_FLAGS = [
  'commerce',
  'gift-cards',
  'subscriptions',
  'point-of-sale',
  'code-injection',
  'popup-overlay',
  'announcement-bar',
  'site-user-accounts',
] as const;
export type UnnumberedFeatureFlag = (typeof UNNUMBERED_FEATURE_FLAGS)[number];
