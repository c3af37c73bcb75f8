import { isGateOpen, type TrackingGate } from '../transport/trackingGate';

/** The page's tracking pixel function, when a pixel script has put one there. */
export type TrackingPixel = (event: string, payload?: Readonly<Record<string, unknown>>) => unknown;

export interface PixelTrackDeps {
  gate: TrackingGate;
  /** Looked up at each call, since a pixel script may load after the runtime. */
  pixel: () => TrackingPixel | null | undefined;
}

/** The pixel-style Track call: true when a pixel was there and was called. */
export type PixelTrack = (event: string, payload?: Readonly<Record<string, unknown>>) => boolean;

/**
 * Calls the tracking pixel if one is available and the gate is open; otherwise does nothing.
 * A pixel that throws is ignored, as every tracking failure is.
 */
export function createPixelTrack(deps: PixelTrackDeps): PixelTrack {
  return (event, payload) => {
    if (!isGateOpen(deps.gate)) return false;
    let pixel: TrackingPixel | null | undefined;
    try {
      pixel = deps.pixel();
    } catch {
      return false;
    }
    if (typeof pixel !== 'function') return false;
    try {
      if (payload === undefined) pixel(event);
      else pixel(event, payload);
      return true;
    } catch {
      return false;
    }
  };
}
