import { describe, expect, it } from 'vitest';
import { dragOffset, inStripWindow, parseSnapPoints, stripLayout, stripOffset, validateStripOptions, type StripOptions } from './strip.math';

const items = [1.5, 1, 0.75, 1.5, 1].map((aspect) => ({ aspect }));
const layout = stripLayout(items, { height: 200, gutter: 10 });
const options = (o: Partial<StripOptions> = {}): StripOptions => ({
  containerWidth: 600,
  height: 200,
  gutter: 10,
  alignment: 'middle',
  boundaries: { start: 'none', end: 'none' },
  ...o,
});

describe('strip', () => {
  it('lays slides in one row at the strip height', () => {
    expect(layout.rects.map((r) => [r.x, r.width])).toEqual([
      [0, 300],
      [310, 200],
      [520, 150],
      [680, 300],
      [990, 200],
    ]);
    expect(layout.trackWidth).toBe(1190);
  });

  it('aligns the active slide at the start, middle or end', () => {
    expect(stripOffset(layout, 1, options({ alignment: 'start' }))).toBe(-310);
    expect(stripOffset(layout, 1, options({ alignment: 'middle' }))).toBe(-110);
    expect(stripOffset(layout, 1, options({ alignment: 'end' }))).toBe(90);
  });

  it('keeps the track inside the container with hard boundaries', () => {
    const hard = options({ boundaries: { start: 'hard', end: 'hard' } });
    expect(stripOffset(layout, 0, hard)).toBe(0);
    expect(stripOffset(layout, 4, hard)).toBe(600 - 1190);
    expect(stripOffset(layout, 0, options())).toBe(150);
  });

  it('resists dragging past an edge by boundary kind', () => {
    expect(dragOffset(90, layout, options())).toBe(90);
    expect(dragOffset(90, layout, options({ boundaries: { start: 'hard', end: 'none' } }))).toBe(0);
    expect(dragOffset(90, layout, options({ boundaries: { start: 'inertial', end: 'none' } }))).toBe(30);
    expect(dragOffset(-700, layout, options({ boundaries: { start: 'none', end: 'inertial' } }))).toBeCloseTo(-590 - 110 / 3, 6);
    expect(dragOffset(-200, layout, options({ boundaries: { start: 'hard', end: 'hard' } }))).toBe(-200);
  });

  it('validates alignment, boundaries and snap points', () => {
    expect(() => validateStripOptions({ alignment: 'middle', boundaries: { start: 'hard', end: 'inertial' }, snapPoints: ['0%', '50%'] })).not.toThrow();
    expect(() => validateStripOptions({ alignment: 'center', boundaries: { start: 'hard', end: 'hard' } })).toThrow(
      'Strip alignment must be start, middle or end, not center',
    );
    expect(() => validateStripOptions({ alignment: 'start', boundaries: { start: 'soft', end: 'hard' } })).toThrow(
      'Strip start boundary must be none, hard or inertial, not soft',
    );
    expect(parseSnapPoints('none')).toBeNull();
    expect(parseSnapPoints('0% 50%, 100%')).toEqual([0, 0.5, 1]);
    expect(() => parseSnapPoints(['10px'])).toThrow('Snap point 10px must end in a percent sign or say none');
    expect(() => parseSnapPoints([])).toThrow('Snap points must end in a percent sign or say none');
  });

  it('counts a slide in the window when any part of it shows', () => {
    // three 200 px slides with 10 px gutters: x = 0, 210, 420
    const layout = stripLayout([{ aspect: 2 }, { aspect: 2 }, { aspect: 2 }], { height: 100, gutter: 10 });
    expect([0, 1, 2].map((i) => inStripWindow(layout, i, 0, 300))).toEqual([true, true, false]);
    expect([0, 1, 2].map((i) => inStripWindow(layout, i, -200, 300))).toEqual([false, true, true]);
    expect(inStripWindow(layout, 0, -199, 300)).toBe(true);
    expect(inStripWindow(layout, 2, 0, 420)).toBe(false);
    expect(inStripWindow(layout, 3, 0, 300)).toBe(false);
  });
});
