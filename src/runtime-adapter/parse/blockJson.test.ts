import { describe, expect, it } from 'vitest';
import { parseBlockJson } from './blockJson';

describe('parseBlockJson', () => {
  it('parses entity-encoded settings', () => {
    expect(parseBlockJson('&#123;&quot;design&quot;:&quot;carousel&quot;,&quot;lightbox&quot;:true&#125;', 'block-1')).toEqual({
      ok: true,
      settings: { design: 'carousel', lightbox: true },
    });
  });

  it('treats a missing, blank or null attribute as no settings', () => {
    expect(parseBlockJson(null, 'block-1')).toEqual({ ok: true, settings: {} });
    expect(parseBlockJson('  ', 'block-1')).toEqual({ ok: true, settings: {} });
    expect(parseBlockJson('null', 'block-1')).toEqual({ ok: true, settings: {} });
  });

  it('names the block when its JSON cannot be parsed', () => {
    const result = parseBlockJson('&#123;&quot;design&quot;:', 'block-abc');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/^Block block-abc skipped: its data-block-json is not valid JSON \(.+\)$/);
  });

  it('refuses JSON that is not an object, and says so for a block without id', () => {
    expect(parseBlockJson('[1,2]', null)).toEqual({ ok: false, message: 'Block block without id skipped: its data-block-json is not a JSON object' });
  });
});
