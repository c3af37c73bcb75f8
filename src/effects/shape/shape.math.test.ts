import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHAPES, SHAPE_NAMES, FAMILY_SIZING, shapeByName, viewBoxAspect } from '../../primitives/shapes/shapeCatalog';
import { dropShadowFilter, fitInside, parseDropShadow } from './shape.math';

describe('shape catalogue', () => {
  it('names every shape with a path and a viewBox; the rectangle is 1:1', () => {
    for (const name of SHAPE_NAMES) {
      expect(SHAPES[name].path).toMatch(/^M.*Z$/);
      expect(viewBoxAspect(SHAPES[name].viewBox)).toBeGreaterThan(0);
    }
    expect(viewBoxAspect(shapeByName('rectangle').viewBox)).toBe(1);
    expect(() => shapeByName('blob')).toThrow('Unknown shape "blob"');
  });

  it('sizes families at 100, 150 and 67 percent', () => {
    expect(FAMILY_SIZING).toEqual({ square: 100, tall: 150, wide: 67 });
    expect(viewBoxAspect(SHAPES.arch.viewBox)).toBeCloseTo(100 / 150);
  });
});

describe('fitting a shape', () => {
  it('keeps the aspect and centres it', () => {
    expect(fitInside({ width: 400, height: 200 }, 1)).toEqual({ width: 200, height: 200, x: 100, y: 0 });
    expect(fitInside({ width: 300, height: 600 }, 1.5)).toEqual({ width: 300, height: 200, x: 0, y: 200 });
  });

  it('always fits inside the container', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 1, max: 3000 }),
        fc.double({ min: 0.05, max: 20, noNaN: true }),
        (width, height, aspect) => {
          const box = fitInside({ width, height }, aspect);
          expect(box.width).toBeLessThanOrEqual(width + 1e-9);
          expect(box.height).toBeLessThanOrEqual(height + 1e-9);
          expect(box.width / box.height).toBeCloseTo(aspect, 6);
        },
      ),
    );
  });
});

describe('drop shadow', () => {
  it('reads angle, distance and blur with units, from an object or JSON', () => {
    const parsed = parseDropShadow('{"angle":90,"distance":{"value":"8","unit":"px"},"blur":{"value":12,"unit":"px"}}');
    expect(parsed).toEqual({ ok: true, value: { angle: 90, distance: { value: 8, unit: 'px' }, blur: { value: 12, unit: 'px' }, color: undefined } });
  });

  it('casts at its angle: 0 to the right, 90 down', () => {
    expect(dropShadowFilter({ angle: 0, distance: { value: 10, unit: 'px' }, blur: { value: 4, unit: 'px' }, color: 'black' })).toBe(
      'drop-shadow(10px 0px 4px black)',
    );
    expect(dropShadowFilter({ angle: 90, distance: { value: 0.5, unit: 'em' }, blur: { value: 1, unit: 'em' }, color: 'red' })).toBe(
      'drop-shadow(0em 0.5em 1em red)',
    );
    expect(dropShadowFilter({ angle: 225, distance: { value: 10, unit: 'px' }, blur: { value: 0, unit: 'px' }, color: 'red' })).toBe(
      'drop-shadow(-7.071px -7.071px 0px red)',
    );
  });

  it('turns a malformed setting into a message instead of throwing', () => {
    expect(parseDropShadow('{not json')).toMatchObject({ ok: false });
    expect(parseDropShadow({ angle: 'up', distance: { value: 1, unit: 'px' }, blur: { value: 1, unit: 'px' } })).toEqual({
      ok: false,
      error: 'Malformed drop shadow: angle needs a number of degrees',
    });
    expect(parseDropShadow({ angle: 0, distance: { value: 1, unit: 'pt' }, blur: { value: 1, unit: 'px' } })).toMatchObject({
      ok: false,
      error: expect.stringContaining('distance needs a unit'),
    });
    expect(parseDropShadow({ angle: 0, distance: { value: -1, unit: 'px' }, blur: { value: 1, unit: 'px' } })).toMatchObject({ ok: false });
    expect(parseDropShadow(null)).toMatchObject({ ok: false });
  });
});
