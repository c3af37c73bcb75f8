import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeHtmlEntities, encodeHtmlEntities } from './htmlEntities';

describe('decodeHtmlEntities', () => {
  it('decodes the entities the server writes into data-block-json', () => {
    expect(decodeHtmlEntities('&#123;&quot;design&quot;:&quot;grid&quot;&#125;')).toBe('{"design":"grid"}');
    expect(decodeHtmlEntities('&#x7B;&#X7d;&lt;p&gt;a &amp; b&lt;/p&gt;&apos;')).toBe("{}<p>a & b</p>'");
    expect(decodeHtmlEntities('&lbrace;&rbrace;&nbsp;&hellip;')).toBe('{}\u00a0\u2026');
  });

  it('decodes the references a site owner’s editor writes', () => {
    expect(decodeHtmlEntities('Fish &amp; chips &copy; 2026 &#8212; &#x2019;s')).toBe('Fish & chips © 2026 — ’s');
  });

  it('decodes once, as a browser does', () => {
    expect(decodeHtmlEntities('&amp;quot;')).toBe('&quot;');
  });

  it('reads numeric references without their semicolon, and names in any case', () => {
    expect(decodeHtmlEntities('&#123a&#x7D')).toBe('{a}');
    expect(decodeHtmlEntities('java&COLON;x &Tab;')).toBe('java:x \t');
  });

  it('reads the replacement character for NUL, surrogates and values past Unicode', () => {
    expect(decodeHtmlEntities('&#0;&#xD800;&#x110000;&#99999999;')).toBe('\ufffd\ufffd\ufffd\ufffd');
  });

  it('keeps what is not a reference as written, and names without their semicolon', () => {
    expect(decodeHtmlEntities('a & b &unknown; &; &amp')).toBe('a & b &unknown; &; &amp');
  });

  it('gives back any text it is given encoded', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => decodeHtmlEntities(encodeHtmlEntities(text)) === text));
  });
});
