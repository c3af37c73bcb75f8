import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contextLiteral, mergeContext } from './siteContext.mjs';

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

describe('mergeContext', () => {
  it('merges objects key by key and replaces everything else whole, keeping the base order', () => {
    const base = {
      website: { id: 'w' },
      websiteSettings: { cookieSettings: { isCookieBannerEnabled: false, isRestrictiveCookiePolicyAbsolute: false } },
      roles: ['a', 'b'],
      pageType: null,
    };
    const merged = mergeContext(base, {
      websiteSettings: { cookieSettings: { isCookieBannerEnabled: true, cookieBannerTheme: 'DARK' } },
      roles: ['c'],
      pageType: 2,
      popupOverlay: { style: 2 },
    });
    expect(merged).toEqual({
      website: { id: 'w' },
      websiteSettings: { cookieSettings: { isCookieBannerEnabled: true, isRestrictiveCookiePolicyAbsolute: false, cookieBannerTheme: 'DARK' } },
      roles: ['c'],
      pageType: 2,
      popupOverlay: { style: 2 },
    });
    expect(Object.keys(merged)).toEqual(['website', 'websiteSettings', 'roles', 'pageType', 'popupOverlay']);
    expect(base.websiteSettings.cookieSettings.isCookieBannerEnabled).toBe(false);
  });

  it('keeps every value the page sets and every base value it does not touch (property)', () => {
    const json = fc.jsonValue({ maxDepth: 3 });
    const object = fc.dictionary(fc.string({ maxLength: 4 }), json, { maxKeys: 5 });
    fc.assert(
      fc.property(object, object, (base, overrides) => {
        const before = JSON.stringify(base);
        const merged = mergeContext(base, overrides);
        expect(JSON.stringify(base)).toBe(before);
        for (const [key, value] of Object.entries(overrides)) {
          if (isObject(value) && isObject(base[key])) expect(mergeContext(/** @type {Record<string, unknown>} */ (base[key]), value)).toEqual(merged[key]);
          else expect(merged[key]).toEqual(value);
        }
        for (const [key, value] of Object.entries(base)) if (!(key in overrides)) expect(merged[key]).toEqual(value);
      }),
    );
  });
});

describe('contextLiteral', () => {
  it('reads back as the same context and never ends the script early (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 })), fc.string(), (context, text) => {
        const value = { ...context, cookieBannerText: `${text}</script><script>alert(1)</script>\u2028` };
        const literal = contextLiteral(value, '  ');
        expect(literal.toLowerCase()).not.toContain('</script');
        expect(literal).not.toMatch(/[\u2028\u2029]/);
        expect(JSON.parse(literal)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('indents every line after the first', () => {
    expect(contextLiteral({ a: 1 }, '  ')).toBe('{\n    "a": 1\n  }');
  });
});
