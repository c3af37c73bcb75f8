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
    expect([...result.value.keys()]).toEqual(['a']);
    expect(readHighlightConfig(result.value.get('a'))).toMatchObject({
      shape: 'circle',
      linecap: 'round',
      thickness: '0.08em',
      color: '#e4572e',
      animation: 'draw',
    });
  });

  it('turns a site palette colour into its CSS variable', () => {
    const json = JSON.stringify([{ id: 'a', type: 'highlight', color: { sitePaletteColor: { colorName: 'accent', alphaModifier: 0.5 } } }]);
    const result = parseTextAttributes(json, 'block-t');
    expect(result.ok && result.value.get('a')?.color).toBe('hsla(var(--accent-hsl), 0.5)');
  });

  it('accepts an object keyed by id, and leaves out what falls back to defaults', () => {
    const result = parseTextAttributes('{"x":{"shape":"wave","color":null}}', 'block-t');
    expect(result.ok && result.value.get('x')).toEqual({ shape: 'wave' });
    expect(result.ok && readHighlightConfig(result.value.get('x')).color).toBe('currentColor');
  });

  it('names the block when the JSON cannot be parsed', () => {
    const result = parseTextAttributes('[{"id":', 'block-t');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^Text highlights of block block-t skipped: TextAttributes-props is not valid JSON/);
  });

  it('reads a highlight as 7.1 pages publish it: pretty-printed, a typed palette colour, a { unit, value } thickness', () => {
    const published = `[ {
          "type": "highlight",
          "id": "3c0a61d2-77e4-4b1f-a5d0-2f9e8b1c4d6a",
          "shape": "marker",
          "isFront": false,
          "isAnimationEnabled": true,
          "animation": "draw",
          "duration": 0.5,
          "direction": "right",
          "color": { "type": "SITE_PALETTE_COLOR", "sitePaletteColor": { "colorName": "lightAccent", "alphaModifier": 1.0 } },
          "thickness": { "unit": "em", "value": 1.0 },
          "linecap": "square"
        } ]`;
    const result = parseTextAttributes(published, 'block-t');
    expect(result.ok).toBe(true);
    const config = readHighlightConfig(result.ok ? result.value.get('3c0a61d2-77e4-4b1f-a5d0-2f9e8b1c4d6a') : undefined);
    expect(config).toMatchObject({
      shape: 'marker',
      color: 'hsla(var(--lightAccent-hsl), 1)',
      thickness: '1em',
      isFront: false,
      duration: 0.5,
      linecap: 'square',
    });
  });
});
