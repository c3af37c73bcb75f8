import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressScheme, checkAddress, refusedAddressMessage, usableAddress } from './usableAddress.rules';

/** Writes `scheme` the ways an attacker would hide it: case, tabs and line breaks inside, spaces and controls before, character references. */
function disguised(scheme: string) {
  const inside = fc.constantFrom('', '\t', '\n', '\r', '&Tab;', '&NewLine;', '&#9;', '&#x0A;');
  const before = fc.array(fc.constantFrom(' ', '\u0000', '\u0001', '\u001f', '\t', '\n'), { maxLength: 4 }).map((cs) => cs.join(''));
  const colon = fc.constantFrom(':', '&colon;', '&#58;', '&#x3A;', '&#x3a', '&#0058;');
  return fc
    .tuple(
      before,
      fc.array(fc.tuple(fc.boolean(), inside), { minLength: scheme.length, maxLength: scheme.length }),
      colon,
      // what follows starts with no digit, so a reference without its semicolon ends where it should
      fc.string({ maxLength: 20 }).map((rest) => `/${rest}`),
    )
    .map(
      ([pre, letters, sep, rest]) =>
        `${pre}${scheme
          .split('')
          .map((c, i) => (letters[i]![0] ? c.toUpperCase() : c) + letters[i]![1])
          .join('')}${sep}${rest}`,
    );
}

describe('checkAddress (the one address rule)', () => {
  it('refuses javascript, vbscript and data links however they are disguised, naming the scheme', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('javascript', 'vbscript', 'data', 'blob', 'file', 'livescript'),
        fc.constantFrom('href', 'src') as fc.Arbitrary<'href' | 'src'>,
        (scheme, use) =>
          fc.assert(
            fc.property(disguised(scheme), (value) => {
              expect(checkAddress(value, use)).toEqual({ usable: false, scheme: `${scheme}:` });
              expect(usableAddress(value, use)).toBeNull();
            }),
            { numRuns: 40 },
          ),
      ),
      { numRuns: 12 },
    );
  });

  it('keeps http, https and protocol-relative addresses for links and sources, trimmed', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.constantFrom('', ' ', '\n '),
        fc.constantFrom('href', 'src') as fc.Arbitrary<'href' | 'src'>,
        (url, pad, use) => {
          expect(checkAddress(`${pad}${url}${pad}`, use)).toEqual({ usable: true, address: url });
          const relative = url.replace(/^https?:/, '');
          expect(checkAddress(relative, use)).toEqual({ usable: true, address: relative });
        },
      ),
    );
  });

  it('keeps relative paths, queries and fragments for links and sources', () => {
    const segment = fc.stringMatching(/^[a-zA-Z0-9._~%-]{0,12}$/);
    fc.assert(
      fc.property(
        fc.constantFrom('/', '?', '#', './', '../', ''),
        fc.array(segment, { maxLength: 4 }),
        fc.constantFrom('href', 'src') as fc.Arbitrary<'href' | 'src'>,
        (start, parts, use) => {
          const value = start + parts.join('/');
          // a first segment with a colon would be a scheme; the segments hold none
          expect(checkAddress(value, use).usable).toBe(true);
          expect(addressScheme(value)).toBeNull();
        },
      ),
    );
  });

  it('keeps mailto and tel for links, refuses them as sources', () => {
    for (const value of ['mailto:hello@example.com', 'MAILTO:hello@example.com', 'tel:+44 20 7946 0000', ' tel:0123']) {
      expect(checkAddress(value, 'href').usable).toBe(true);
      expect(checkAddress(value, 'src').usable).toBe(false);
    }
  });

  it('refuses any scheme not on the list, for any scheme name', () => {
    const scheme = fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/).filter((s) => !['http', 'https', 'mailto', 'tel'].includes(s));
    fc.assert(
      fc.property(scheme, fc.string({ maxLength: 10 }), (name, rest) => {
        expect(checkAddress(`${name}:${rest}`, 'href')).toEqual({ usable: false, scheme: `${name}:` });
      }),
    );
  });

  it('reads the cases found in the wild: data:image and data:text/html sources, entity and tab tricks', () => {
    expect(checkAddress('data:image/png;base64,iVBORw0KGgo=', 'src')).toEqual({ usable: false, scheme: 'data:' });
    expect(checkAddress('data:text/html,<script>x</script>', 'href')).toEqual({ usable: false, scheme: 'data:' });
    expect(checkAddress('java\tscript:alert(1)', 'href')).toEqual({ usable: false, scheme: 'javascript:' });
    expect(checkAddress('  \u0000JaVaScRiPt:alert(1)', 'href')).toEqual({ usable: false, scheme: 'javascript:' });
    expect(checkAddress('javascript&colon;alert(1)', 'href')).toEqual({ usable: false, scheme: 'javascript:' });
    expect(checkAddress('&#106;avascript:alert(1)', 'href')).toEqual({ usable: false, scheme: 'javascript:' });
    expect(checkAddress('/\\evil.example', 'href').usable).toBe(true);
    expect(checkAddress('//cdn.example.com/a.jpg', 'src').usable).toBe(true);
    // a colon after the first slash, query or fragment is no scheme
    expect(checkAddress('/a:b?c:d#e:f', 'href').usable).toBe(true);
  });

  it('words one message naming who refused it, where, and the scheme only', () => {
    expect(refusedAddressMessage('Block block-x', 'at settings.url', 'href', 'vbscript:')).toBe(
      'Block block-x: the link at settings.url was refused: its scheme "vbscript:" is not http, https, mailto, tel or a relative address',
    );
    expect(refusedAddressMessage('blog list', 'at posts[0].assetUrl', 'src', 'data:')).toBe(
      'blog list: the source at posts[0].assetUrl was refused: its scheme "data:" is not http, https or a relative address',
    );
  });
});
