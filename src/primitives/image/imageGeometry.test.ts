import { describe, expect, it } from 'vitest';
import { parseDimensions, parseFocalPoint } from './imageGeometry';

describe('image geometry', () => {
  it('parses dimensions strictly', () => {
    expect(parseDimensions(' 800 x 600 ')).toEqual({ width: 800, height: 600 });
    for (const bad of ['800', '0x600', 'axb', '', null, undefined, '800x-1']) expect(parseDimensions(bad)).toBeNull();
  });

  it('parses focal points, clamping to 0-1 and defaulting to the centre', () => {
    expect(parseFocalPoint('1.4,-0.2')).toEqual({ x: 1, y: 0 });
    for (const bad of ['0.2', 'a,b', '', null, '0.1,0.2,0.3']) expect(parseFocalPoint(bad)).toEqual({ x: 0.5, y: 0.5 });
  });
});
