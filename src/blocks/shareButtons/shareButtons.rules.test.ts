import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SHARE_MESSAGES,
  ShareUrlError,
  copyAnnouncement,
  copyReducer,
  copyStep,
  encodeShareText,
  shareLinks,
  type CopyEvent,
  type CopyState,
} from './shareButtons.rules';

const page = { url: 'https://harbourcoffee.example/blog/new-roast?ref=home', title: 'Our new roast & a tasting' };

describe('share links', () => {
  it('builds one plain link per service with the address and title encoded', () => {
    const links = shareLinks(page);
    expect(links.map((l) => l.href)).toEqual([
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fharbourcoffee.example%2Fblog%2Fnew-roast%3Fref%3Dhome',
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fharbourcoffee.example%2Fblog%2Fnew-roast%3Fref%3Dhome&text=Our%20new%20roast%20%26%20a%20tasting',
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fharbourcoffee.example%2Fblog%2Fnew-roast%3Fref%3Dhome',
      'mailto:?subject=Our%20new%20roast%20%26%20a%20tasting&body=https%3A%2F%2Fharbourcoffee.example%2Fblog%2Fnew-roast%3Fref%3Dhome',
    ]);
  });

  it('names each link and opens the web services in a new window, email in the mail program', () => {
    expect(shareLinks(page).map((l) => [l.label, l.newWindow])).toEqual([
      ['Share on Facebook', true],
      ['Share on X', true],
      ['Share on LinkedIn', true],
      ['Share by email', false],
    ]);
  });

  it('keeps the order asked for and drops repeats', () => {
    expect(shareLinks(page, ['email', 'x', 'email']).map((l) => l.service)).toEqual(['email', 'x']);
  });

  it('refuses an address that is not absolute http(s)', () => {
    expect(() => shareLinks({ ...page, url: '/blog/new-roast' })).toThrow(ShareUrlError);
    expect(() => shareLinks({ ...page, url: 'javascript:alert(1)' })).toThrow(
      'A shared page needs an absolute http or https address, not "javascript:alert(1)"',
    );
  });

  it('a title cut inside an emoji (a lone surrogate) is encoded with U+FFFD in place of the lone half, never throwing', () => {
    const cut = 'Roast day \uD83D';
    const x = shareLinks({ ...page, title: cut }, ['x', 'email']);
    expect(new URL(x[0]!.href).searchParams.get('text')).toBe('Roast day \uFFFD');
    expect(x[1]!.href).toContain('subject=Roast%20day%20%EF%BF%BD');
    expect(encodeShareText('\uDE00a\uD83D\uDE00')).toBe('%EF%BF%BDa%F0%9F%98%80');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (title) => typeof encodeShareText(title) === 'string'),
      { numRuns: 200 },
    );
  });

  it('carries any title and address back out of the link unchanged', () => {
    fc.assert(
      fc.property(fc.string(), fc.webUrl(), (title, url) => {
        const x = shareLinks({ url, title }, ['x'])[0]!;
        const params = new URL(x.href).searchParams;
        return params.get('text') === title && params.get('url') === new URL(url).toString();
      }),
      { numRuns: 50 },
    );
  });
});

describe('copy link', () => {
  it('announces "Link copied" once the clipboard took the link', () => {
    const state = [{ type: 'copy' }, { type: 'copied' }].reduce<CopyState>((s, e) => copyReducer(s, e as CopyEvent), 'idle');
    expect(state).toBe('copied');
    expect(copyAnnouncement(state)).toBe('Link copied');
  });

  it('says so when the clipboard refused', () => {
    expect(copyAnnouncement(copyReducer('copying', { type: 'failed' }))).toBe(SHARE_MESSAGES.copyFailed);
  });

  it('ignores a late answer that arrives after a reset', () => {
    expect(copyReducer('idle', { type: 'copied' })).toBe('idle');
    expect(copyStep('idle', { type: 'copy' })).toEqual({ state: 'copying', effects: ['copy'] });
    expect(copyStep('copying', { type: 'copy' })).toEqual({ state: 'copying' });
    expect(copyAnnouncement('idle')).toBe('');
  });
});
