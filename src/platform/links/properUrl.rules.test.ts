import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isProperUrl, normaliseBlogUrlFormat } from './properUrl.rules';

describe('proper URL', () => {
  it.each(['example.com', 'www.example.co.uk', 'https://shop.example.io/path?q=1', 'http://user@example.org:8080/'])('%s is proper', (url) => {
    expect(isProperUrl(url)).toBe(true);
  });

  it.each(['localhost', 'example', 'example.c', 'example.info', 'http://192.168.0.1', 'https://', '', 'exa mple.com'])('%j is not', (url) => {
    expect(isProperUrl(url)).toBe(false);
  });
});

describe('blog URL format', () => {
  it('lower-cases and collapses slashes', () => {
    expect(normaliseBlogUrlFormat('%Y//%M///%T')).toEqual({ ok: true, value: '%y/%m/%t' });
    expect(normaliseBlogUrlFormat('/blog/%y/%m/%d/%t')).toEqual({ ok: true, value: '/blog/%y/%m/%d/%t' });
  });

  it('allows only %y, %m, %d and %t', () => {
    expect(normaliseBlogUrlFormat('%y/%h/%x/%h')).toEqual({ ok: false, error: { format: '%y/%h/%x/%h', invalidTokens: ['%h', '%x'] } });
    expect(normaliseBlogUrlFormat('%t%')).toEqual({ ok: false, error: { format: '%t%', invalidTokens: ['%'] } });
  });

  it('never leaves two slashes in a row or an upper-case letter', () => {
    fc.assert(
      fc.property(fc.string(), (format) => {
        const result = normaliseBlogUrlFormat(format);
        const normalised = result.ok ? result.value : result.error.format;
        expect(normalised).not.toContain('//');
        expect(normalised).toBe(normalised.toLowerCase());
      }),
    );
  });
});
