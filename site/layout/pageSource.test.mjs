import { describe, expect, it } from 'vitest';
import { parsePageSource } from './pageSource.mjs';

describe('parsePageSource', () => {
  it('splits the front block from the content', () => {
    const page = parsePageSource('a.html', '---\n{ "title": "A", "context": { "pageType": 2 }, "styles": ["p { margin: 0; }"] }\n---\n    <p>Hi</p>\n');
    expect(page).toEqual({ file: 'a.html', front: { title: 'A', context: { pageType: 2 }, styles: ['p { margin: 0; }'] }, body: '    <p>Hi</p>\n' });
  });

  it('reads a front block over several lines, with Windows line ends', () => {
    const page = parsePageSource('a.html', '---\r\n{\r\n  "title": "A"\r\n}\r\n---\r\n<p>Hi</p>');
    expect(page.front).toEqual({ title: 'A' });
    expect(page.body).toBe('<p>Hi</p>');
  });

  it('takes a file without a front block as content only', () => {
    expect(parsePageSource('a.html', '<p>--- not a front block</p>')).toEqual({ file: 'a.html', front: {}, body: '<p>--- not a front block</p>' });
  });

  it('names the file when the front block cannot be used', () => {
    expect(() => parsePageSource('a.html', '---\n{ "title": "A" }\n<p>Hi</p>')).toThrow('a.html: the front block opened with --- is never closed');
    expect(() => parsePageSource('a.html', '---\n{ title: "A" }\n---\n')).toThrow(/^a\.html: the front block is not valid JSON/);
    expect(() => parsePageSource('a.html', '---\n["A"]\n---\n')).toThrow('a.html: the front block must be a JSON object');
    expect(() => parsePageSource('a.html', '---\n{ "titel": "A" }\n---\n')).toThrow(
      'a.html: the front block has unknown keys titel (known: title, context, styles)',
    );
    expect(() => parsePageSource('a.html', '---\n{ "title": 1 }\n---\n')).toThrow("a.html: the front block's title must be text");
    expect(() => parsePageSource('a.html', '---\n{ "context": [] }\n---\n')).toThrow("a.html: the front block's context must be a JSON object");
    expect(() => parsePageSource('a.html', '---\n{ "styles": "p {}" }\n---\n')).toThrow("a.html: the front block's styles must be a list of CSS lines");
  });
});
