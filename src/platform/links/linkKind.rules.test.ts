import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINK_KIND_ORDER, classifyLink } from './linkKind.rules';

const kindOf = (href: string) => classifyLink(href).kind;

describe('classifyLink', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['#contact', 'anchor'],
    ['#', 'anchor'],
    ['http://example.com', 'external'],
    ['HTTPS://example.com/a?b=c', 'external'],
    ['ftp://files.example.com', 'external'],
    ['http:/example.com', 'malformed-protocol'],
    ['http:example.com', 'malformed-protocol'],
    ['https//example.com', 'malformed-protocol'],
    ['://example.com', 'malformed-protocol'],
    ['//example.com', 'malformed-protocol'],
    ['mailto:a@example.com', 'other-protocol'],
    ['tel:+15551234', 'other-protocol'],
    ['javascript:void(0)', 'other-protocol'],
    ['/s/brochure.pdf', 'file'],
    ['/about', 'content'],
    ['/blog?category=news', 'content'],
    ['/', 'content'],
    ['www.example.com', 'unrecognised'],
    ['about', 'unrecognised'],
  ])('%j is %s', (href, kind) => {
    expect(kindOf(href)).toBe(kind);
  });

  it('reports the protocol of external and other-protocol links, lower-cased', () => {
    expect(classifyLink('HTTPS://x.com').protocol).toBe('https');
    expect(classifyLink('MailTo:a@b.co').protocol).toBe('mailto');
    expect(classifyLink('/about').protocol).toBeNull();
  });

  it('checks in the spec order: an anchor holding a protocol is still an anchor', () => {
    expect(kindOf('#http://x.com')).toBe('anchor');
    expect(kindOf('http://x.com/#a')).toBe('external');
    expect(kindOf('/s')).toBe('content');
  });

  it('is total and deterministic', () => {
    fc.assert(
      fc.property(fc.string(), (href) => {
        const first = classifyLink(href);
        expect(LINK_KIND_ORDER).toContain(first.kind);
        expect(classifyLink(href)).toEqual(first);
      }),
    );
  });

  it('anything starting with # is an anchor', () => {
    fc.assert(
      fc.property(fc.string(), (rest) => {
        expect(kindOf(`#${rest}`)).toBe('anchor');
      }),
    );
  });

  it('http, https or ftp with // is external', () => {
    fc.assert(
      fc.property(fc.constantFrom('http', 'https', 'ftp', 'HTTP', 'Ftp'), fc.string(), (scheme, rest) => {
        expect(kindOf(`${scheme}://${rest}`)).toBe('external');
      }),
    );
  });

  it('/s/ paths are files; other single-slash paths are content', () => {
    fc.assert(
      fc.property(fc.string(), (rest) => {
        expect(kindOf(`/s/${rest}`)).toBe('file');
      }),
    );
    fc.assert(
      fc.property(
        fc.string().filter((rest) => !rest.startsWith('/') && !rest.startsWith('s/')),
        (rest) => {
          expect(kindOf(`/${rest}`)).toBe('content');
        },
      ),
    );
  });

  it('whitespace around a link does not change its kind', () => {
    fc.assert(
      fc.property(fc.string(), (href) => {
        expect(kindOf(` \t${href}\n `)).toBe(kindOf(href));
      }),
    );
  });
});
