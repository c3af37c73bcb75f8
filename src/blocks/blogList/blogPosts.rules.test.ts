import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BlogDataError, publishedDay, readBlogItemMeta, readBlogPosts, readPublished } from './blogPosts.rules';

const post = (extra: Record<string, unknown> = {}) => ({
  id: 'p1',
  title: 'Harbour walk',
  fullUrl: '/journal/harbour-walk',
  publishOn: '2026-01-12T10:00:00Z',
  ...extra,
});

describe('readBlogPosts', () => {
  it('reads a post with everything the card shows', () => {
    const [read] = readBlogPosts([
      post({
        excerpt: ' Fog on the quay. ',
        author: 'Ada',
        assetUrl: '/a.jpg',
        originalSize: '1200x800',
        imageAlt: 'The quay',
        tags: ['walks', ' ', 'harbour'],
      }),
    ]);
    expect(read).toEqual({
      id: 'p1',
      title: 'Harbour walk',
      url: '/journal/harbour-walk',
      excerpt: 'Fog on the quay.',
      author: 'Ada',
      published: Date.parse('2026-01-12T10:00:00Z'),
      image: { url: '/a.jpg', width: 1200, height: 800, alt: 'The quay' },
      tags: ['walks', 'harbour'],
    });
  });

  it('fills what may be absent: no image, no tags, no author, an id by position', () => {
    const [read] = readBlogPosts([{ title: 'Notes', url: '/n', published: 5 }]);
    expect(read).toMatchObject({ id: 'post-1', url: '/n', excerpt: null, author: null, published: 5, image: null, tags: [] });
  });

  it('refuses what it cannot show, naming the post', () => {
    expect(() => readBlogPosts({})).toThrow('Blog: the posts must be a list');
    expect(() => readBlogPosts([3])).toThrow('Blog: post 1 must be an object');
    expect(() => readBlogPosts([post({ title: '  ' })])).toThrow('Blog: post 1 has no title');
    expect(() => readBlogPosts([post({ publishOn: 'yesterday' })])).toThrow(
      'Blog: the published date of "Harbour walk" must be a date (ms since the epoch or ISO text), not "yesterday"',
    );
    expect(() => readBlogPosts([post({ assetUrl: '/a.jpg' })])).toThrow(
      'Blog: the image of "Harbour walk" needs its dimensions as "WIDTHxHEIGHT" (whole pixels), not nothing',
    );
    expect(() => readBlogPosts([post({ assetUrl: '/a.jpg', originalSize: '0x10' })])).toThrow(BlogDataError);
    expect(() => readBlogPosts([post({ tags: 'walks' })])).toThrow('Blog: the tags of "Harbour walk" must be a list of words');
  });

  it('dimensions may be given as an object', () => {
    expect(readBlogPosts([post({ assetUrl: '/a.jpg', dimensions: { width: 4, height: 3 } })])[0]!.image).toMatchObject({ width: 4, height: 3, alt: '' });
  });

  it('lists the posts newest first, whatever the order given', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4_000_000_000_000 }), { maxLength: 20 }), (dates) => {
        const read = readBlogPosts(dates.map((published, i) => ({ title: `Post ${i}`, published })));
        expect(read).toHaveLength(dates.length);
        read.slice(1).forEach((p, i) => expect(p.published).toBeLessThanOrEqual(read[i]!.published));
      }),
    );
  });
});

describe('the item meta and the day', () => {
  it('reads the author and the date; a missing date is named', () => {
    expect(readBlogItemMeta({ author: 'Ada', published: '2026-01-12T10:00:00Z' })).toEqual({ author: 'Ada', published: Date.parse('2026-01-12T10:00:00Z') });
    expect(readBlogItemMeta({ author: '', published: 7 }).author).toBeNull();
    expect(() => readBlogItemMeta({ author: null, published: null })).toThrow(
      'Blog: the post’s published date must be a date (ms since the epoch or ISO text), not null',
    );
  });

  it('words the day in the site time zone', () => {
    expect(publishedDay(Date.parse('2026-01-12T10:00:00Z'), { locale: 'en-US', timeZone: 'UTC' })).toBe('Jan 12, 2026');
    expect(publishedDay(Date.parse('2026-01-12T23:30:00Z'), { locale: 'en-US', timeZone: 'Asia/Tokyo' })).toBe('Jan 13, 2026');
    expect(readPublished(0, 'x')).toBe(0);
  });
});
