import { describe, expect, it } from 'vitest';
import { pixelClip, screenshotArea, trimClip } from './screenshotClip.mjs';

const viewport = { width: 1280, height: 800 };
const settled = (box: { x: number; y: number; width: number; height: number }, page = { width: 1280, height: 800 }, scroll = { x: 0, y: 0 }) => ({
  box,
  page,
  scroll,
});

describe('screenshotArea', () => {
  it('takes the root rounded outwards to whole pixels, inside the viewport when the page fits', () => {
    expect(screenshotArea(settled({ x: 16.4, y: 16.5, width: 300.2, height: 99.6 }), viewport, false)).toEqual({
      clip: { x: 16, y: 16, width: 301, height: 101, scale: 1 },
      captureBeyondViewport: false,
    });
  });

  it('captures beyond the viewport when the document is taller than it, trimmed to the document', () => {
    // the root's box ends half a pixel past the document's height (1992.4 rounds up to 1993)
    expect(screenshotArea(settled({ x: 0, y: 0, width: 1280, height: 1992.4 }, { width: 1280, height: 1992 }), viewport, false)).toEqual({
      clip: { x: 0, y: 0, width: 1280, height: 1992, scale: 1 },
      captureBeyondViewport: true,
    });
  });

  it('captures beyond the viewport when the document is wider than it', () => {
    expect(screenshotArea(settled({ x: 0, y: 0, width: 400, height: 100 }, { width: 1300, height: 800 }), viewport, false).captureBeyondViewport).toBe(true);
  });

  it('takes the whole viewport at the scroll offset for an overlay, whatever the root', () => {
    expect(
      screenshotArea(settled({ x: 0, y: 0, width: 0, height: 0 }, { width: 1280, height: 3000 }, { x: 0, y: 120 }), { width: 390, height: 800 }, true),
    ).toEqual({
      clip: { x: 0, y: 120, width: 390, height: 800, scale: 1 },
      captureBeyondViewport: false,
    });
  });
});

describe('pixelClip and trimClip', () => {
  it('rounds the start down and the end up', () => {
    expect(pixelClip({ x: 0.5, y: 1.25, width: 10, height: 10 })).toEqual({ x: 0, y: 1, width: 11, height: 11 });
  });

  it('keeps the part inside the size and refuses a clip wholly outside it', () => {
    expect(trimClip({ x: -5, y: 790, width: 20, height: 20 }, { width: 1280, height: 800 })).toEqual({ x: 0, y: 790, width: 15, height: 10 });
    expect(() => trimClip({ x: 0, y: 900, width: 10, height: 10 }, { width: 1280, height: 800 })).toThrow('outside the page');
  });
});
