import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressUseOfKey, withUsableAddresses } from './mountAddresses.rules';

describe('withUsableAddresses (the address rule over a mount’s props)', () => {
  it('leaves out every refused address at any depth, reports where, keeps the rest', () => {
    const refused: string[] = [];
    const props = {
      settings: { widgetUrl: 'java\tscript:alert(1)', title: 'javascript:alert(1)', buttonLink: '/visit' },
      posts: [{ fullUrl: 'vbscript:x', assetUrl: 'data:image/png;base64,AAAA', title: 'Harbour' }, { fullUrl: 'https://example.com/a' }],
      attributes: { 'data-click-through-url': 'data:text/html,<b>', 'data-src': '/a.jpg' },
      image: { url: 'mailto:a@example.com' },
      link: { href: 'tel:+441234', label: 'Call' },
    };
    const checked = withUsableAddresses(props, (where, use, scheme) => refused.push(`${where} ${use} ${scheme}`));
    expect(checked).toEqual({
      settings: { title: 'javascript:alert(1)', buttonLink: '/visit' },
      posts: [{ title: 'Harbour' }, { fullUrl: 'https://example.com/a' }],
      attributes: { 'data-src': '/a.jpg' },
      image: {},
      link: { href: 'tel:+441234', label: 'Call' },
    });
    expect(refused).toEqual([
      'settings.widgetUrl src javascript:',
      'posts[0].fullUrl href vbscript:',
      'posts[0].assetUrl src data:',
      'attributes.data-click-through-url href data:',
      'image.url src mailto:',
    ]);
    // the block's own JSON is not changed in place
    expect(props.settings.widgetUrl).toBe('java\tscript:alert(1)');
  });

  it('returns the very same props when nothing is refused, and enters no element or date', () => {
    const date = new Date(0);
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const props = { value, when: date, href: '/ok' };
        const checked = withUsableAddresses(props, () => {
          throw new Error('nothing to refuse');
        });
        // fc.jsonValue may hold keys such as "href" with a scheme; only then may it differ
        if (checked !== props) expect(JSON.stringify(value)).toMatch(/:/);
        expect(checked.when).toBe(date);
      }),
      { numRuns: 200 },
    );
  });

  it('names links and sources by their key', () => {
    expect(
      ['href', 'url', 'fullUrl', 'linkTo', 'buttonLink', 'data-click-through-url', 'continueShoppingHref', 'redirectUrl'].map((k) => addressUseOfKey(k)),
    ).toEqual(Array(8).fill('href'));
    expect(['src', 'data-src', 'data-image', 'assetUrl', 'thumbnailUrl', 'customThumbnailUrl', 'scriptUrl', 'image'].map((k) => addressUseOfKey(k))).toEqual(
      Array(8).fill('src'),
    );
    expect(addressUseOfKey('url', 'image')).toBe('src');
    expect(['title', 'html', 'data-image-dimensions', 'label', 'description'].map((k) => addressUseOfKey(k))).toEqual(Array(5).fill(null));
  });
});
