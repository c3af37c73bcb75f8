import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAnnouncement, usableAnnouncementHref } from './announcementBar.rules';

describe('readAnnouncement', () => {
  it('text alone is one plain segment, whitespace collapsed', () => {
    expect(readAnnouncement({ text: '  Free delivery\n over   £40 ' })).toEqual([{ text: 'Free delivery over £40', href: null, newWindow: false }]);
  });

  it('text and a labelled link: the text, then the link', () => {
    expect(readAnnouncement({ text: 'Spring beans are in.', link: { href: '/shop/spring', label: 'Shop now', newWindow: true } })).toEqual([
      { text: 'Spring beans are in.', href: null, newWindow: false },
      { text: 'Shop now', href: '/shop/spring', newWindow: true },
    ]);
  });

  it('a link without words makes the whole text the link', () => {
    expect(readAnnouncement({ text: 'Spring beans are in', link: { href: 'https://example.com/spring' } })).toEqual([
      { text: 'Spring beans are in', href: 'https://example.com/spring', newWindow: false },
    ]);
  });

  it('an unusable link keeps its words as plain text', () => {
    for (const href of ['javascript:alert(1)', 'http:/broken', 'www.example.com', '', 'tel:12', 'mailto:nobody']) {
      expect(readAnnouncement({ text: 'Hello', link: { href, label: 'Read more', newWindow: true } })).toEqual([
        { text: 'Hello', href: null, newWindow: false },
        { text: 'Read more', href: null, newWindow: false },
      ]);
    }
  });

  it('nothing to say is null', () => {
    expect(readAnnouncement(null)).toBeNull();
    expect(readAnnouncement({ text: '   ' })).toBeNull();
    expect(readAnnouncement({ text: '', link: { href: '/x', label: ' ' } })).toBeNull();
  });

  it('never loses a word the owner wrote (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.record({ href: fc.string(), label: fc.option(fc.string()) })), (text, link) => {
        const shown = (readAnnouncement({ text, link }) ?? []).map((s) => s.text).join(' ');
        const words = `${text} ${link?.label ?? ''}`.split(/\s+/).filter(Boolean);
        expect(shown.split(/\s+/).filter(Boolean)).toEqual(words);
      }),
    );
  });
});

describe('usableAnnouncementHref', () => {
  it('web, page, file, anchor, tel, sms and mailto links within the platform limits', () => {
    expect(usableAnnouncementHref(' https://example.com ')).toBe('https://example.com');
    expect(usableAnnouncementHref('/about')).toBe('/about');
    expect(usableAnnouncementHref('/s/menu.pdf')).toBe('/s/menu.pdf');
    expect(usableAnnouncementHref('#hours')).toBe('#hours');
    expect(usableAnnouncementHref('tel:+44-20-7946-0000')).toBe('tel:+44-20-7946-0000');
    expect(usableAnnouncementHref('mailto:hello@harbour.coffee')).toBe('mailto:hello@harbour.coffee');
    expect(usableAnnouncementHref(`/${'a'.repeat(149)}`)).toBeNull();
    expect(usableAnnouncementHref('data:text/html,hi')).toBeNull();
  });
});
