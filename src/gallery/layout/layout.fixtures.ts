/** Size fixtures shared by the layout tests: aspect ratios of real photo sets. */
import type { LayoutItem } from './layoutTypes';

const items = (...aspects: number[]): LayoutItem[] => aspects.map((aspect) => ({ aspect }));

export const FIXTURES = {
  /** Three landscape, one portrait, one square. */
  mixed: items(1.5, 1.5, 0.75, 1, 1.5),
  /** Eight square images. */
  squares: items(1, 1, 1, 1, 1, 1, 1, 1),
  /** One very wide panorama. */
  panorama: items(6),
  empty: items(),
};

export const rectsOverlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width - 1e-6 && b.x < a.x + a.width - 1e-6 && a.y < b.y + b.height - 1e-6 && b.y < a.y + a.height - 1e-6;
