import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bannerPlainText } from './bannerHtml';
import {
  BAR_POSITIONS,
  COOKIE_BANNER_DEFAULT_TEXT,
  POPUP_POSITIONS,
  normaliseCookieBannerSettings,
  placeBanner,
  type RawCookieBannerSettings,
} from './cookieBanner.rules';

const read = (raw: RawCookieBannerSettings) => normaliseCookieBannerSettings(raw);

describe('normaliseCookieBannerSettings', () => {
  it('reads settings the owner chose', () => {
    const s = read({
      cookieBannerCtaText: 'Got it',
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerPosition: 'TOP_RIGHT',
      cookieBannerText: '<p>We bake <a href="/privacy">cookies</a>.</p>',
      cookieBannerTheme: 'LIGHT',
      cookieBannerVariant: 'POPUP',
      cookieBannerOptOutCtaText: 'No thanks',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      isCookieBannerEnabled: true,
    });
    expect(s).toMatchObject({
      ctaText: 'Got it',
      ctaVariant: 'BUTTON',
      variant: 'POPUP',
      position: 'TOP_RIGHT',
      theme: 'LIGHT',
      optOutCtaText: 'No thanks',
      acceptType: 'OPT_IN_AND_OUT',
      isCookieBannerEnabled: true,
      textIsDefault: false,
    });
    expect(bannerPlainText(s.text)).toBe('We bake cookies.');
  });

  it('falls back to the default notice when the text is only an empty paragraph', () => {
    for (const text of ['<p></p>', '<p> </p>', '<p><br></p>', '<p>&nbsp;</p>', '', '   ', null, undefined, 42]) {
      const s = read({ cookieBannerText: text });
      expect(s.textIsDefault).toBe(true);
      expect(bannerPlainText(s.text)).toBe(COOKIE_BANNER_DEFAULT_TEXT.notice);
    }
  });

  it('falls back to dark, bar and icon for an unknown theme, variant or CTA variant', () => {
    for (const unknown of ['PURPLE', '', null, undefined, 3, {}]) {
      const s = read({ cookieBannerTheme: unknown, cookieBannerVariant: unknown, cookieBannerCtaVariant: unknown });
      expect([s.theme, s.variant, s.ctaVariant]).toEqual(['DARK', 'BAR', 'ICON']);
    }
  });

  it('reads enumeration values whatever their case and padding', () => {
    expect(read({ cookieBannerTheme: ' light ', cookieBannerVariant: 'popup', cookieBannerCtaVariant: 'Text' })).toMatchObject({
      theme: 'LIGHT',
      variant: 'POPUP',
      ctaVariant: 'TEXT',
    });
  });

  it('gives the default Accept and Decline texts when the owner left them blank', () => {
    expect(read({ cookieBannerCtaText: '  ', cookieBannerOptOutCtaText: null })).toMatchObject({
      ctaText: COOKIE_BANNER_DEFAULT_TEXT.accept,
      optOutCtaText: COOKIE_BANNER_DEFAULT_TEXT.decline,
    });
  });

  it('reads accept only when the accept type is missing or unknown', () => {
    expect(read({}).acceptType).toBe('OPT_IN');
    expect(read({ cookieBannerAcceptType: 'MAYBE' }).acceptType).toBe('OPT_IN');
  });

  it('reads everything from nothing', () => {
    expect(normaliseCookieBannerSettings(null)).toMatchObject({
      variant: 'BAR',
      position: 'BOTTOM',
      theme: 'DARK',
      ctaVariant: 'ICON',
      isCookieBannerEnabled: false,
    });
  });

  it('returns settings already read as they are', () => {
    const once = read({ cookieBannerVariant: 'POPUP' });
    expect(normaliseCookieBannerSettings(once)).toBe(once);
  });

  it('reads the activity log from the server-side shape, where it is inverted', () => {
    expect(read({ isVisitorDataRestricted: true }).isActivityLogEnabled).toBe(false);
    expect(read({ isVisitorDataRestricted: false }).isActivityLogEnabled).toBe(true);
    expect(read({ isActivityLogEnabled: true, isVisitorDataRestricted: true }).isActivityLogEnabled).toBe(true);
    expect(read({ isRestrictiveCookiePolicyEnabled: 'true' }).isRestrictiveCookiePolicyEnabled).toBe(true);
  });

  it('never throws and always gives a placement its variant allows (property)', () => {
    const anything = fc.oneof(
      fc.string(),
      fc.constantFrom(...BAR_POSITIONS, ...POPUP_POSITIONS, 'BAR', 'POPUP', 'LIGHT'),
      fc.integer(),
      fc.constant(null),
      fc.boolean(),
    );
    fc.assert(
      fc.property(
        fc.record({ cookieBannerVariant: anything, cookieBannerPosition: anything, cookieBannerText: anything, cookieBannerTheme: anything }),
        (raw) => {
          const s = read(raw);
          const allowed: readonly string[] = s.variant === 'BAR' ? BAR_POSITIONS : POPUP_POSITIONS;
          expect(allowed).toContain(s.position);
          expect(bannerPlainText(s.text).trim()).not.toBe('');
        },
      ),
    );
  });
});

describe('placeBanner', () => {
  it('puts a bar at the top or the bottom, bottom unless told', () => {
    expect(placeBanner('BAR', 'TOP')).toEqual({ variant: 'BAR', position: 'TOP' });
    expect(placeBanner('BAR', 'TOP_RIGHT')).toEqual({ variant: 'BAR', position: 'TOP' });
    expect(placeBanner('BAR', 'BOTTOM_LEFT')).toEqual({ variant: 'BAR', position: 'BOTTOM' });
    expect(placeBanner('BAR', 'MIDDLE')).toEqual({ variant: 'BAR', position: 'BOTTOM' });
    expect(placeBanner('BAR', undefined)).toEqual({ variant: 'BAR', position: 'BOTTOM' });
  });

  it('puts a popup in a corner, bottom left unless told', () => {
    for (const corner of POPUP_POSITIONS) expect(placeBanner('POPUP', corner)).toEqual({ variant: 'POPUP', position: corner });
    expect(placeBanner('POPUP', 'TOP')).toEqual({ variant: 'POPUP', position: 'TOP_LEFT' });
    expect(placeBanner('POPUP', 'BOTTOM')).toEqual({ variant: 'POPUP', position: 'BOTTOM_LEFT' });
    expect(placeBanner('POPUP', 'CENTER')).toEqual({ variant: 'POPUP', position: 'BOTTOM_LEFT' });
    expect(placeBanner('POPUP', null)).toEqual({ variant: 'POPUP', position: 'BOTTOM_LEFT' });
  });
});
