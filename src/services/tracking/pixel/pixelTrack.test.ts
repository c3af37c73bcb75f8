import { describe, expect, it, vi } from 'vitest';
import { createPixelTrack, type TrackingPixel } from './pixelTrack';

const open = { enabled: () => true, mayTrack: () => true };

describe('pixel-style Track call', () => {
  it('calls the pixel with the event and payload when one is available', () => {
    const pixel = vi.fn<TrackingPixel>();
    const track = createPixelTrack({ gate: open, pixel: () => pixel });
    expect(track('Purchase', { value: 42, currency: 'GBP' })).toBe(true);
    expect(track('PageView')).toBe(true);
    expect(pixel.mock.calls).toEqual([['Purchase', { value: 42, currency: 'GBP' }], ['PageView']]);
  });

  it('does nothing when no pixel is available, and finds one that loads later', () => {
    let pixel: TrackingPixel | undefined;
    const track = createPixelTrack({ gate: open, pixel: () => pixel });
    expect(track('PageView')).toBe(false);
    pixel = vi.fn();
    expect(track('PageView')).toBe(true);
  });

  it('swallows a pixel that throws', () => {
    const track = createPixelTrack({
      gate: open,
      pixel: () => () => {
        throw new Error('pixel not initialised');
      },
    });
    expect(track('PageView')).toBe(false);
  });

  it('does not call the pixel when the visit is not tracked or not consented', () => {
    const pixel = vi.fn<TrackingPixel>();
    expect(createPixelTrack({ gate: { enabled: () => false, mayTrack: () => true }, pixel: () => pixel })('PageView')).toBe(false);
    expect(createPixelTrack({ gate: { enabled: () => true, mayTrack: () => false }, pixel: () => pixel })('PageView')).toBe(false);
    expect(pixel).not.toHaveBeenCalled();
  });
});
