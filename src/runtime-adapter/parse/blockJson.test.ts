import { describe, expect, it } from 'vitest';
import { parseBlockJson } from './blockJson';

describe('parseBlockJson', () => {
  it('parses the attribute as getAttribute returns it (the browser has decoded the markup once)', () => {
    expect(parseBlockJson('{"design":"carousel","lightbox":true}', 'block-1')).toEqual({
      ok: true,
      value: { design: 'carousel', lightbox: true },
    });
  });

  it('does not decode entities a second time: literal &lt; and &amp; text stays as written', () => {
    expect(parseBlockJson('{"text":"a &lt; b &amp;amp; c &#123;"}', 'block-1')).toEqual({ ok: true, value: { text: 'a &lt; b &amp;amp; c &#123;' } });
  });

  it('keeps a block with literal &quot; text in a string readable', () => {
    expect(parseBlockJson('{"title":"say &quot;hi&quot;"}', 'block-1')).toEqual({ ok: true, value: { title: 'say &quot;hi&quot;' } });
  });

  it('a crafted string cannot inject keys', () => {
    const raw = JSON.stringify({ url: 'https://example.com/&quot;,&quot;html&quot;:&quot;<img src=x onerror=alert(1)>' });
    expect(parseBlockJson(raw, 'block-1')).toEqual({ ok: true, value: JSON.parse(raw) });
    const result = parseBlockJson(raw, 'block-1');
    expect(result.ok && Object.keys(result.value)).toEqual(['url']);
  });

  it('treats a missing, blank or null attribute as no settings', () => {
    expect(parseBlockJson(null, 'block-1')).toEqual({ ok: true, value: {} });
    expect(parseBlockJson('  ', 'block-1')).toEqual({ ok: true, value: {} });
    expect(parseBlockJson('null', 'block-1')).toEqual({ ok: true, value: {} });
  });

  it('names the block when its JSON cannot be parsed', () => {
    const result = parseBlockJson('&#123;&quot;design&quot;:', 'block-abc');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/^Block block-abc skipped: its data-block-json is not valid JSON \(.+\)$/);
  });

  it('refuses JSON that is not an object, and says so for a block without id', () => {
    expect(parseBlockJson('[1,2]', null)).toEqual({
      ok: false,
      error: { message: 'Block block without id skipped: its data-block-json is not a JSON object', reason: 'not-object' },
    });
  });
});
