import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeHtmlEntities, encodeHtmlEntities } from './htmlEntities';

describe('decodeHtmlEntities', () => {
  it('decodes the entities the server writes into data-block-json', () => {
    expect(decodeHtmlEntities('&#123;&quot;design&quot;:&quot;grid&quot;&#125;')).toBe('{"design":"grid"}');
    expect(decodeHtmlEntities('&#x7B;&#X7d;&lt;p&gt;a &amp; b&lt;/p&gt;&apos;')).toBe("{}<p>a & b</p>'");
    expect(decodeHtmlEntities('&lbrace;&rbrace;&nbsp;&hellip;')).toBe('{}\u00a0\u2026');
  });

  it('decodes once, as a browser does', () => {
    expect(decodeHtmlEntities('&amp;quot;')).toBe('&quot;');
  });

  it('keeps what is not an entity as written', () => {
    expect(decodeHtmlEntities('a & b &unknown; &#xD800; &#99999999; &;')).toBe('a & b &unknown; &#xD800; &#99999999; &;');
  });

  it('gives back any text it is given encoded', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => decodeHtmlEntities(encodeHtmlEntities(text)) === text));
  });
});
