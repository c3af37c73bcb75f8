import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bannerPlainText, isBlankBannerText, parseBannerHtml, safeHref, serializeBannerHtml, type BannerNode } from './bannerHtml';
import { decodeHtmlEntities } from '../../platform/markup/htmlEntities';

/** The tree as HTML: the quickest way to state what a parse kept. */
const clean = (html: string) => serializeBannerHtml(parseBannerHtml(html));

describe('parseBannerHtml: what the banner keeps', () => {
  it('keeps paragraphs, links, strong, em and line breaks', () => {
    const html = '<p>We use <strong>cookies</strong> and <em>similar</em> tools.<br>Read our <a href="/privacy">privacy policy</a>.</p>';
    expect(clean(html)).toBe(html);
    expect(parseBannerHtml('<p>Hi <a href="https://example.com/p">there</a></p>')).toEqual([
      {
        kind: 'p',
        children: [
          { kind: 'text', text: 'Hi ' },
          { kind: 'a', href: 'https://example.com/p', newWindow: false, children: [{ kind: 'text', text: 'there' }] },
        ],
      },
    ]);
  });

  it('keeps plain text as it is', () => {
    expect(parseBannerHtml('Cookies help us run this shop.')).toEqual([{ kind: 'text', text: 'Cookies help us run this shop.' }]);
  });

  it('reads b and i as strong and em', () => {
    expect(clean('<p><b>Bold</b> and <i>italic</i></p>')).toBe('<p><strong>Bold</strong> and <em>italic</em></p>');
  });

  it('keeps the text of other elements and drops their tags and attributes', () => {
    expect(clean('<p style="color:red" class="x"><span onclick="steal()">Fine</span> <u>print</u></p>')).toBe('<p>Fine print</p>');
  });

  it('turns divs, headings and list items into paragraphs so words do not run together', () => {
    expect(clean('<div>One</div><div>Two</div>')).toBe('<p>One</p><p>Two</p>');
    expect(clean('<h2>Cookies</h2><ul><li>Analytics</li><li>Ads</li></ul>')).toBe('<p>Cookies</p><p>Analytics</p><p>Ads</p>');
  });

  it('drops scripts, styles, iframes and svg with everything inside', () => {
    expect(clean('<p>Hello<script>alert(1)</script><style>p{}</style></p><iframe src="x">inner</iframe><svg><text>svg text</text></svg>')).toBe('<p>Hello</p>');
    expect(clean('<SCRIPT type="text/javascript">document.cookie</SCRIPT >after')).toBe('after');
    expect(clean('<p>a</p><script>never closed')).toBe('<p>a</p>');
  });

  it('drops comments, doctypes and images', () => {
    expect(clean('<!DOCTYPE html><!-- note --><p>Text<img src=x onerror=alert(1)></p>')).toBe('<p>Text</p>');
  });

  it('keeps a link that opens a new window as such', () => {
    expect(parseBannerHtml('<a href="/privacy" target="_blank">Policy</a>')).toEqual([
      { kind: 'a', href: '/privacy', newWindow: true, children: [{ kind: 'text', text: 'Policy' }] },
    ]);
    expect(parseBannerHtml('<a href="/privacy" target="frame">Policy</a>')[0]).toMatchObject({ newWindow: false });
  });

  it('keeps the words of a link whose address is not allowed, but not the link', () => {
    expect(clean('<p>Click <a href="javascript:alert(1)">here</a></p>')).toBe('<p>Click here</p>');
    expect(clean('<a href="JaVaScRiPt&colon;alert(1)">x</a>')).toBe('x');
    expect(clean('<a href="java&#x09;script:alert(1)">x</a>')).toBe('x');
    expect(clean('<a href="data:text/html,hi">x</a>')).toBe('x');
    expect(clean('<a>no address</a>')).toBe('no address');
  });

  it('does not nest links or paragraphs', () => {
    expect(clean('<a href="/a">one<a href="/b">two</a></a>')).toBe('<a href="/a">one</a><a href="/b">two</a>');
    expect(clean('<p>one<p>two</p></p>')).toBe('<p>one</p><p>two</p>');
  });

  it('closes what was left open and ignores stray closing tags', () => {
    expect(clean('<p><strong>bold')).toBe('<p><strong>bold</strong></p>');
    expect(clean('</em>text</p></a>')).toBe('text');
    expect(clean('<p><strong>a</p>b')).toBe('<p><strong>a</strong></p>b');
  });

  it('leaves out empty paragraphs and links with no text', () => {
    expect(parseBannerHtml('<p></p>')).toEqual([]);
    expect(parseBannerHtml('<p><br></p><p> &nbsp; </p>')).toEqual([]);
    expect(parseBannerHtml('<a href="/x"> </a>')).toEqual([]);
  });

  it('decodes character references in text and addresses', () => {
    expect(bannerPlainText(parseBannerHtml('Fish &amp; chips &copy; 2026 &#8212; &#x2019;s &unknown; &amp'))).toBe('Fish & chips © 2026 — ’s &unknown; &amp');
    expect(parseBannerHtml('<a href="/p?a=1&amp;b=2">p</a>')[0]).toMatchObject({ href: '/p?a=1&b=2' });
  });

  it('keeps a lone < that starts no tag', () => {
    expect(bannerPlainText(parseBannerHtml('<p>1 < 2 and 3 <4</p>'))).toBe('1 < 2 and 3 <4');
  });

  it('reads attributes quoted either way or not at all, with > inside quotes', () => {
    expect(parseBannerHtml("<a title='a > b' href='/x'>x</a>")[0]).toMatchObject({ href: '/x' });
    expect(parseBannerHtml('<a href=/y>y</a>')[0]).toMatchObject({ href: '/y' });
  });
});

describe('safeHref', () => {
  it.each([
    ['https://example.com/privacy', 'https://example.com/privacy'],
    ['HTTP://example.com', 'HTTP://example.com'],
    ['/privacy', '/privacy'],
    ['privacy.html', 'privacy.html'],
    ['#cookies', '#cookies'],
    ['?policy=1', '?policy=1'],
    ['//example.com/x', '//example.com/x'],
    ['  /padded \n', '/padded'],
    ['mailto:a@b.co', 'mailto:a@b.co'],
    ['tel:+441234567', 'tel:+441234567'],
  ])('allows %j', (raw, expected) => expect(safeHref(raw)).toBe(expected));

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:x',
    'data:text/html,x',
    'java&#x09;script:x',
    'ftp://x.org',
    '',
    '   ',
    '/a\u0000b',
  ])('refuses %j', (raw) => expect(safeHref(raw)).toBeNull());
});

describe('decodeHtmlEntities (the banner’s text)', () => {
  it('reads the replacement character for NUL, surrogates and values past Unicode', () => {
    expect(decodeHtmlEntities('&#0;&#xD800;&#x110000;')).toBe('\ufffd\ufffd\ufffd');
  });
});

describe('isBlankBannerText', () => {
  it('is blank for nothing, spaces and line breaks only', () => {
    expect(isBlankBannerText([])).toBe(true);
    expect(isBlankBannerText([{ kind: 'br' }, { kind: 'text', text: ' \u00a0' }])).toBe(true);
    expect(isBlankBannerText([{ kind: 'text', text: 'x' }])).toBe(false);
  });
});

describe('parseBannerHtml: properties', () => {
  const ALLOWED = new Set(['text', 'br', 'p', 'strong', 'em', 'a']);
  function everyNode(nodes: BannerNode[], test: (n: BannerNode, inside: string[]) => void, inside: string[] = []) {
    for (const n of nodes) {
      test(n, inside);
      if ('children' in n) everyNode(n.children, test, [...inside, n.kind]);
    }
  }

  // HTML-ish strings: fragments of tags, attributes and text mixed at random
  const piece = fc.oneof(
    fc.string(),
    fc.constantFrom(
      '<p>',
      '</p>',
      '<a href="',
      '<a href="/x">',
      '<a href="javascript:x">',
      '</a>',
      '<strong>',
      '</strong>',
      '<em>',
      '<br>',
      '<script>',
      '</script>',
    ),
    fc.constantFrom(
      '<div>',
      '</div>',
      '<b>',
      '<i>',
      '<span class="x">',
      '<!--',
      '-->',
      '"',
      "'",
      '>',
      '&amp;',
      '&#x3c;',
      '&lt;script&gt;',
      '<svg>',
      '</svg>',
      ' target="_blank"',
    ),
  );
  const htmlish = fc.array(piece, { maxLength: 24 }).map((parts) => parts.join(''));

  it('holds only allowed nodes, links with safe addresses, no link inside a link, no paragraph inside a paragraph', () => {
    fc.assert(
      fc.property(htmlish, (html) => {
        everyNode(parseBannerHtml(html), (n, inside) => {
          expect(ALLOWED.has(n.kind)).toBe(true);
          if (n.kind === 'a') {
            expect(safeHref(n.href)).toBe(n.href);
            expect(inside).not.toContain('a');
          }
          if (n.kind === 'p') expect(inside).not.toContain('p');
        });
      }),
    );
  });

  it('reads its own output back to the same tree', () => {
    fc.assert(
      fc.property(htmlish, (html) => {
        const once = parseBannerHtml(html);
        expect(parseBannerHtml(serializeBannerHtml(once))).toEqual(once);
      }),
    );
  });

  it('keeps text with no markup in it exactly', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('<') && !s.includes('&') && s !== ''),
        (text) => {
          expect(parseBannerHtml(text)).toEqual([{ kind: 'text', text }]);
        },
      ),
    );
  });

  it('never lets anything inside a script through', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/<\/script/i.test(s)),
        (inner) => {
          expect(parseBannerHtml(`<p>before</p><script>${inner}</script><p>after</p>`)).toEqual([
            { kind: 'p', children: [{ kind: 'text', text: 'before' }] },
            { kind: 'p', children: [{ kind: 'text', text: 'after' }] },
          ]);
        },
      ),
    );
  });
});
