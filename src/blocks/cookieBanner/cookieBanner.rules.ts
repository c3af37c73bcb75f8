/**
 * The cookie banner's settings as the site stores them, read into settings the view can
 * trust, with the spec's fallbacks (000 §3, §5):
 * - text that is only an empty paragraph (or nothing) → the default notice;
 * - an unknown theme, variant or CTA variant → DARK, BAR, ICON;
 * - a bar sits at TOP or BOTTOM (default BOTTOM); a popup in one of the four corners
 *   (default BOTTOM_LEFT).
 * And whether the banner shows at all (000 §4, 002 §5). Pure: no React, no DOM.
 */
import { isBlankBannerText, parseBannerHtml, type BannerNode } from './bannerHtml';

export const CTA_VARIANTS = ['TEXT', 'BUTTON', 'ICON'] as const;
export const BANNER_THEMES = ['LIGHT', 'DARK'] as const;
export const BANNER_VARIANTS = ['BAR', 'POPUP'] as const;
export const BAR_POSITIONS = ['TOP', 'BOTTOM'] as const;
export const POPUP_POSITIONS = ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'] as const;
export const ACCEPT_TYPES = ['OPT_IN', 'OPT_IN_AND_OUT'] as const;

export type CtaVariant = (typeof CTA_VARIANTS)[number];
export type BannerTheme = (typeof BANNER_THEMES)[number];
export type BannerVariant = (typeof BANNER_VARIANTS)[number];
export type BarPosition = (typeof BAR_POSITIONS)[number];
export type PopupPosition = (typeof POPUP_POSITIONS)[number];
export type AcceptType = (typeof ACCEPT_TYPES)[number];

/**
 * The default texts. The spec says defaults exist for Accept, Decline and the cookie
 * notice (000 §9) but does not give their wording: these plain words are our choice.
 */
export const COOKIE_BANNER_DEFAULT_TEXT = {
  accept: 'Accept',
  decline: 'Decline',
  notice: 'This website uses cookies to improve your experience.',
} as const;

/** The spec's fallbacks for values it does not know (000 §5). */
export const COOKIE_BANNER_FALLBACK = {
  theme: 'DARK',
  variant: 'BAR',
  ctaVariant: 'ICON',
  barPosition: 'BOTTOM',
  popupPosition: 'BOTTOM_LEFT',
  /**
   * Not in the spec: an unknown or missing accept type reads as OPT_IN (accept only), the
   * first type the spec lists, so the banner keeps the plainest form its owner could have meant.
   */
  acceptType: 'OPT_IN',
} as const satisfies {
  theme: BannerTheme;
  variant: BannerVariant;
  ctaVariant: CtaVariant;
  barPosition: BarPosition;
  popupPosition: PopupPosition;
  acceptType: AcceptType;
};

/** The settings as they come from the page context: any key may be absent, null or of the wrong type. */
export interface RawCookieBannerSettings {
  cookieBannerCtaText?: unknown;
  cookieBannerCtaVariant?: unknown;
  cookieBannerPosition?: unknown;
  cookieBannerText?: unknown;
  cookieBannerTheme?: unknown;
  cookieBannerVariant?: unknown;
  cookieBannerOptOutCtaText?: unknown;
  cookieBannerAcceptType?: unknown;
  isCookieBannerEnabled?: unknown;
  isActivityLogEnabled?: unknown;
  isAnalyticsCookiesDisabled?: unknown;
  isRestrictiveCookiePolicyAbsolute?: unknown;
  /** The server-side shape: the inverse of isActivityLogEnabled (000 §3). */
  isVisitorDataRestricted?: unknown;
  /** The server-side shape's name for the restrictive policy (000 §3). */
  isRestrictiveCookiePolicyEnabled?: unknown;
}

export type BannerPlacement = { variant: 'BAR'; position: BarPosition } | { variant: 'POPUP'; position: PopupPosition };

export type CookieBannerSettings = BannerPlacement & {
  /** Marks settings already read, so reading them again is a no-op. */
  readonly normalised: true;
  /** The notice: the owner's text with only simple inline markup, or the default notice. */
  text: BannerNode[];
  /** True when the owner's text was blank and the default notice is shown. */
  textIsDefault: boolean;
  /** The accept button's text. */
  ctaText: string;
  ctaVariant: CtaVariant;
  /** The decline button's text (OPT_IN_AND_OUT only). */
  optOutCtaText: string;
  acceptType: AcceptType;
  theme: BannerTheme;
  isCookieBannerEnabled: boolean;
  isActivityLogEnabled: boolean;
  isAnalyticsCookiesDisabled: boolean;
  isRestrictiveCookiePolicyAbsolute: boolean;
  isRestrictiveCookiePolicyEnabled: boolean;
};

/** An enumeration value, read case-insensitively with spaces trimmed, or null. */
function pick<T extends string>(values: readonly T[], raw: unknown): T | null {
  if (typeof raw !== 'string') return null;
  const wanted = raw.trim().toUpperCase();
  return values.find((v) => v === wanted) ?? null;
}

/** A flag: true or the string 'true'; anything else is false. */
function flag(raw: unknown): boolean {
  return raw === true || (typeof raw === 'string' && raw.trim().toLowerCase() === 'true');
}

function label(raw: unknown, fallback: string): string {
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : fallback;
}

/**
 * Where the banner sits. A bar keeps the vertical side of a corner (TOP_RIGHT → TOP) and
 * otherwise sits at the bottom; a popup keeps its corner, a side becomes that side's left
 * corner (TOP → TOP_LEFT), and otherwise sits bottom left.
 */
export function placeBanner(variant: BannerVariant, rawPosition: unknown): BannerPlacement {
  const text = typeof rawPosition === 'string' ? rawPosition.trim().toUpperCase() : '';
  if (variant === 'BAR') {
    const position = BAR_POSITIONS.find((side) => text === side || text.startsWith(`${side}_`)) ?? COOKIE_BANNER_FALLBACK.barPosition;
    return { variant, position };
  }
  const corner = pick(POPUP_POSITIONS, text) ?? (text === 'TOP' ? 'TOP_LEFT' : text === 'BOTTOM' ? 'BOTTOM_LEFT' : null);
  return { variant, position: corner ?? COOKIE_BANNER_FALLBACK.popupPosition };
}

export function isNormalisedCookieBannerSettings(
  settings: RawCookieBannerSettings | CookieBannerSettings | null | undefined,
): settings is CookieBannerSettings {
  return !!settings && (settings as { normalised?: unknown }).normalised === true;
}

/** Reads raw settings (or returns already-read ones as they are). Never throws. */
export function normaliseCookieBannerSettings(raw: RawCookieBannerSettings | CookieBannerSettings | null | undefined): CookieBannerSettings {
  if (isNormalisedCookieBannerSettings(raw)) return raw;
  const s: RawCookieBannerSettings = raw && typeof raw === 'object' ? raw : {};
  const ownText = typeof s.cookieBannerText === 'string' ? parseBannerHtml(s.cookieBannerText) : [];
  const textIsDefault = isBlankBannerText(ownText);
  const variant = pick(BANNER_VARIANTS, s.cookieBannerVariant) ?? COOKIE_BANNER_FALLBACK.variant;
  const activityLog =
    s.isActivityLogEnabled !== undefined && s.isActivityLogEnabled !== null
      ? flag(s.isActivityLogEnabled)
      : s.isVisitorDataRestricted !== undefined && s.isVisitorDataRestricted !== null
        ? !flag(s.isVisitorDataRestricted)
        : false;
  return {
    normalised: true,
    ...placeBanner(variant, s.cookieBannerPosition),
    text: textIsDefault ? [{ kind: 'p', children: [{ kind: 'text', text: COOKIE_BANNER_DEFAULT_TEXT.notice }] }] : ownText,
    textIsDefault,
    ctaText: label(s.cookieBannerCtaText, COOKIE_BANNER_DEFAULT_TEXT.accept),
    ctaVariant: pick(CTA_VARIANTS, s.cookieBannerCtaVariant) ?? COOKIE_BANNER_FALLBACK.ctaVariant,
    optOutCtaText: label(s.cookieBannerOptOutCtaText, COOKIE_BANNER_DEFAULT_TEXT.decline),
    acceptType: pick(ACCEPT_TYPES, s.cookieBannerAcceptType) ?? COOKIE_BANNER_FALLBACK.acceptType,
    theme: pick(BANNER_THEMES, s.cookieBannerTheme) ?? COOKIE_BANNER_FALLBACK.theme,
    isCookieBannerEnabled: flag(s.isCookieBannerEnabled),
    isActivityLogEnabled: activityLog,
    isAnalyticsCookiesDisabled: flag(s.isAnalyticsCookiesDisabled),
    isRestrictiveCookiePolicyAbsolute: flag(s.isRestrictiveCookiePolicyAbsolute),
    isRestrictiveCookiePolicyEnabled: flag(s.isRestrictiveCookiePolicyEnabled),
  };
}
