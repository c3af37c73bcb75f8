import { describe, expect, it } from 'vitest';
import { ColorReferenceError, resolveColorReference } from './colorReference';

describe('colour references', () => {
  it('resolves a site palette colour through its custom property, with alpha', () => {
    expect(resolveColorReference({ type: 'SITE_PALETTE_COLOR', id: 'accent' })).toBe('hsla(var(--accent-hsl), 1)');
    expect(resolveColorReference({ type: 'SITE_PALETTE_COLOR', id: 'safeInverseDarkAccent', alpha: 0.4 })).toBe(
      'hsla(var(--safe-inverse-dark-accent-hsl), 0.4)',
    );
    expect(resolveColorReference({ type: 'SITE_PALETTE_COLOR', id: 'black', alpha: 7 })).toBe('hsla(var(--black-hsl), 1)');
  });

  it('resolves a custom colour in its own format and a theme colour to its variable', () => {
    expect(resolveColorReference({ type: 'CUSTOM_COLOR', color: 'RGB(10, 20, 30)' })).toBe('rgb(10, 20, 30)');
    expect(resolveColorReference({ type: 'CUSTOM_COLOR', color: '#ABC' })).toBe('#aabbcc');
    expect(resolveColorReference({ type: 'THEME_COLOR', name: 'onAccent' })).toBe('var(--color-on-accent)');
  });

  it('throws a clear error for what it cannot resolve', () => {
    expect(() => resolveColorReference({ type: 'SITE_PALETTE_COLOR', id: 'teal' as never })).toThrow('Unknown palette colour id: teal');
    expect(() => resolveColorReference({ type: 'CUSTOM_COLOR', color: 'nope' })).toThrow(ColorReferenceError);
    expect(() => resolveColorReference({ type: 'THEME_COLOR', name: 'sky' as never })).toThrow('Unknown theme colour: sky');
    expect(() => resolveColorReference({ type: 'OTHER' } as never)).toThrow('Unknown colour reference type: OTHER');
  });
});
