import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_DEFAULTS, HIGHLIGHT_SHAPES, readHighlightConfig, thicknessPx } from './highlight.config';
import { highlightPath, seededRandom, strokeWidthFor } from './highlight.math';

const box = { x: 10, y: 20, width: 200, height: 30 };

describe('text highlight configuration', () => {
  it('has the spec defaults', () => {
    expect(readHighlightConfig(undefined)).toEqual({
      shape: 'wave',
      color: 'currentColor',
      thickness: '0.06em',
      linecap: 'square',
      blend: 'none',
      opacity: 1,
      animation: 'draw',
      direction: 'right',
      duration: 0.75,
      isAnimationEnabled: false,
      isFront: true,
      fontSize: 12,
    });
  });

  it('keeps valid settings and falls back on the rest', () => {
    const config = readHighlightConfig({
      shape: 'circle',
      animation: 'fadeScale',
      direction: 'left',
      thickness: '3px',
      opacity: '0.5',
      linecap: 'round',
      blend: 'multiply',
      isFront: false,
    });
    expect(config).toMatchObject({
      shape: 'circle',
      animation: 'fadeScale',
      direction: 'left',
      thickness: '3px',
      opacity: 0.5,
      linecap: 'round',
      blend: 'multiply',
      isFront: false,
    });
    expect(readHighlightConfig({ shape: 'zigzag', animation: 'spin', thickness: 'thick', opacity: 7, duration: 'slow' })).toMatchObject({
      shape: 'wave',
      animation: 'draw',
      thickness: '0.06em',
      opacity: 1,
      duration: HIGHLIGHT_DEFAULTS.duration,
    });
  });

  it('turns em thickness into px of the font size', () => {
    expect(thicknessPx('0.06em', 50)).toBeCloseTo(3);
    expect(thicknessPx('4px', 50)).toBe(4);
  });
});

describe('highlight shapes', () => {
  it('draws every one of the twelve shapes inside or around its line box', () => {
    for (const shape of HIGHLIGHT_SHAPES) {
      const d = highlightPath(shape, box, { stroke: 3, random: seededRandom(1) });
      expect(d).toMatch(/^M/);
      const xs = [...d.matchAll(/(-?\d+(\.\d+)?) (-?\d+(\.\d+)?)/g)].map((m) => Number(m[1]));
      expect(Math.min(...xs)).toBeGreaterThan(box.x - 40);
      expect(Math.max(...xs)).toBeLessThan(box.x + box.width + 40);
    }
  });

  it('underlines along the foot of the line and strikes through its middle', () => {
    expect(highlightPath('underline', box, { stroke: 2, random: seededRandom(1) })).toBe('M10 47.6L210 47.6');
    expect(highlightPath('strike', box, { stroke: 2, random: seededRandom(1) })).toBe('M10 36.5L210 36.5');
  });

  it('gives the same wobble for the same seed, so redraws do not jitter', () => {
    const a = highlightPath('scribble', box, { stroke: 2, random: seededRandom(42) });
    const b = highlightPath('scribble', box, { stroke: 2, random: seededRandom(42) });
    const c = highlightPath('scribble', box, { stroke: 2, random: seededRandom(43) });
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it('paints the marker as a band 60 % of the line high', () => {
    expect(strokeWidthFor('marker', box, 2)).toBe(18);
    expect(strokeWidthFor('underline', box, 2)).toBe(2);
  });
});
