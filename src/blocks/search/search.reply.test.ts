import { describe, expect, it } from 'vitest';
import { isResultLink, readSearchReply } from './search.reply';

const item = (over: Record<string, unknown> = {}) => ({
  id: 'p1',
  title: 'Lake at dusk, print',
  url: '/store/lake-dusk',
  excerpt: 'A4 giclée print.',
  type: 'Product',
  ...over,
});

describe('readSearchReply', () => {
  it('reads items with their title, excerpt, link, type and image', () => {
    const reading = readSearchReply({
      items: [item({ image: { url: '/assets/gallery/lake-dusk.jpg', width: 640, height: 427 } })],
      totalCount: 1,
      page: 1,
      pageSize: 10,
    });
    expect(reading).toEqual({
      ok: true,
      value: {
        results: [
          {
            id: 'p1',
            title: 'Lake at dusk, print',
            excerpt: 'A4 giclée print.',
            url: '/store/lake-dusk',
            type: 'Product',
            image: { src: '/assets/gallery/lake-dusk.jpg', width: 640, height: 427 },
          },
        ],
        total: 1,
        page: 1,
        hasMore: false,
        skipped: [],
      },
    });
  });

  it('reads an empty list as no results', () => {
    expect(readSearchReply({ items: [], totalCount: 0 })).toMatchObject({ ok: true, value: { results: [], total: 0, hasMore: false } });
  });

  it('knows another page follows from the total and the page size', () => {
    const items = Array.from({ length: 10 }, (_, i) => item({ id: `p${i}` }));
    expect(readSearchReply({ items, totalCount: 23, page: 1, pageSize: 10 })).toMatchObject({ ok: true, value: { total: 23, hasMore: true } });
    expect(readSearchReply({ items: items.slice(0, 3), totalCount: 23, page: 3, pageSize: 10 })).toMatchObject({ ok: true, value: { hasMore: false } });
  });

  it('refuses a reply of the wrong shape, saying what is wrong', () => {
    expect(readSearchReply('<html>')).toEqual({ ok: false, error: 'Search reply: expected an object with items' });
    expect(readSearchReply({ results: [] })).toEqual({ ok: false, error: 'Search reply: items must be a list' });
  });

  it('leaves out items it cannot show, naming each, and keeps the rest', () => {
    const reading = readSearchReply({
      items: [item(), 7, item({ title: ' ' }), item({ title: 'Trap', url: 'javascript:alert(1)' }), item({ id: 'p2', url: '//evil.example/x' })],
    });
    expect(reading.ok && reading.value.results.map((r) => r.id)).toEqual(['p1']);
    expect(reading.ok && reading.value.skipped).toEqual([
      'item 2 is not an object',
      'item 3 has no title',
      'item 4 (Trap) has no link to a site path or http(s) address',
      'item 5 (Lake at dusk, print) has no link to a site path or http(s) address',
    ]);
  });

  it('treats a missing type, excerpt, or unusable image as absent', () => {
    const reading = readSearchReply({
      items: [item({ type: '', excerpt: null, image: { url: 'data:image/png;base64,xx' } }), item({ id: 'p2', image: { url: '/a.jpg' } })],
    });
    expect(reading.ok && reading.value.results.map((r) => [r.type, r.excerpt, r.image])).toEqual([
      [null, '', null],
      ['Product', 'A4 giclée print.', { src: '/a.jpg', width: null, height: null }],
    ]);
  });
});

describe('isResultLink', () => {
  it('takes site paths and http(s) addresses only', () => {
    expect(['/store', '/', 'https://shop.example/x', 'HTTP://a.example'].map(isResultLink)).toEqual([true, true, true, true]);
    expect(['//evil.example', '/\\evil', 'javascript:x', 'mailto:a@b', '', 'store'].map(isResultLink)).toEqual([false, false, false, false, false, false]);
  });
});
