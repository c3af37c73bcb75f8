import { describe, expect, it } from 'vitest';
import { readHighlightConfig } from '../../effects/highlight/highlight.config';
import { parseTextAttributes } from './highlightProps';

describe('text attributes', () => {
  it('keeps the highlight entries of the stored list, by id', () => {
    const json = JSON.stringify([
      { id: 'a', type: 'highlight', shape: 'circle', linecap: 'round', thickness: { value: 0.08, unit: 'em' }, color: '#e4572e' },
      { id: 'b', type: 'link', href: '/x' },
    ]);
    const result = parseTextAttributes(json, 'block-t');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect([...result.highlights.keys()]).toEqual(['a']);
    expect(readHighlightConfig(result.highlights.get('a'))).toMatchObject({ shape: 'circle', linecap: 'round', thickness: '0.08em', color: '#e4572e', animation: 'draw' });
  });

  it('turns a site palette colour into its CSS variable', () => {
    const json = JSON.stringify([{ id: 'a', type: 'highlight', color: { sitePaletteColor: { colorName: 'accent', alphaModifier: 0.5 } } }]);
    const result = parseTextAttributes(json, 'block-t');
    expect(result.ok && result.highlights.get('a')?.color).toBe('hsla(var(--accent-hsl), 0.5)');
  });

  it('accepts an object keyed by id, and leaves out what falls back to defaults', () => {
    const result = parseTextAttributes('{"x":{"shape":"wave","color":null}}', 'block-t');
    expect(result.ok && result.highlights.get('x')).toEqual({ shape: 'wave' });
    expect(result.ok && readHighlightConfig(result.highlights.get('x')).color).toBe('currentColor');
  });

  it('names the block when the JSON cannot be parsed', () => {
    const result = parseTextAttributes('[{"id":', 'block-t');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/^Text highlights of block block-t skipped: TextAttributes-props is not valid JSON/);
  });
});
