import { describe, expect, it } from 'vitest';
import { deepLinkUrl, historyFor, itemIdOf, slideFromAddress, type DeepLinkContext } from './deepLink.rules';

const slides = [
  { id: 'a1', url: 'lake' },
  { id: 'b2', url: null },
  { id: null, url: null },
];
const ctx: DeepLinkContext = { historyEnabled: true, inSiteEditor: false, collectionUrl: '/gallery', search: '?ref=nav' };

describe('gallery deep links', () => {
  it('writes the slide url, else its id, as itemId under the collection url', () => {
    expect(itemIdOf(slides[0]!)).toBe('lake');
    expect(deepLinkUrl('/gallery', slides[1]!, '?ref=nav')).toBe('/gallery?ref=nav&itemId=b2');
    expect(deepLinkUrl('/gallery', slides[2]!)).toBeNull();
  });

  it('selects the slide an address names', () => {
    expect(slideFromAddress('?itemId=lake', slides)).toBe(0);
    expect(slideFromAddress('?itemId=b2', slides)).toBe(1);
    expect(slideFromAddress('?itemId=missing', slides)).toBeNull();
    expect(slideFromAddress('', slides)).toBeNull();
  });

  it('pushes once on open, replaces on change and goes back on close, so Back closes the lightbox', () => {
    expect(historyFor({ type: 'open', slide: slides[0]! }, ctx)).toEqual({ kind: 'push', url: '/gallery?ref=nav&itemId=lake' });
    expect(historyFor({ type: 'change', slide: slides[1]! }, ctx)).toEqual({ kind: 'replace', url: '/gallery?ref=nav&itemId=b2' });
    expect(historyFor({ type: 'close', openedByUs: true }, ctx)).toEqual({ kind: 'back' });
    // opened from the address: closing takes the itemId out of it
    expect(historyFor({ type: 'close', openedByUs: false }, { ...ctx, search: '?ref=nav&itemId=lake' })).toEqual({ kind: 'replace', url: '/gallery?ref=nav' });
    expect(historyFor({ type: 'close', openedByUs: false }, { ...ctx, search: '?itemId=lake' })).toEqual({ kind: 'replace', url: '/gallery' });
  });

  it('does nothing without history or inside the site editor', () => {
    expect(historyFor({ type: 'open', slide: slides[0]! }, { ...ctx, historyEnabled: false })).toEqual({ kind: 'none' });
    expect(historyFor({ type: 'open', slide: slides[0]! }, { ...ctx, inSiteEditor: true })).toEqual({ kind: 'none' });
  });
});
