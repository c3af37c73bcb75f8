/**
 * The named shapes of the shape block and the masked image, each with its SVG path
 * and viewBox, and the sizing family the masked image takes its aspect from
 * (spec: shape sizing values 100, 150 and 67 by family; the rectangle uses 1:1).
 * Pure data.
 */
export type ShapeFamily = 'square' | 'tall' | 'wide';

export interface ShapeDefinition {
  viewBox: string;
  path: string;
  family: ShapeFamily;
}

/** Height as a percentage of width, per family (spec: 100, 150, 67). */
export const FAMILY_SIZING: Record<ShapeFamily, number> = { square: 100, tall: 150, wide: 67 };

export const SHAPES = {
  rectangle: { viewBox: '0 0 100 100', path: 'M0 0H100V100H0Z', family: 'square' },
  circle: { viewBox: '0 0 100 100', path: 'M50 0A50 50 0 1 1 50 100A50 50 0 1 1 50 0Z', family: 'square' },
  roundedSquare: {
    viewBox: '0 0 100 100',
    path: 'M16 0H84A16 16 0 0 1 100 16V84A16 16 0 0 1 84 100H16A16 16 0 0 1 0 84V16A16 16 0 0 1 16 0Z',
    family: 'square',
  },
  triangle: { viewBox: '0 0 100 100', path: 'M50 0L100 100H0Z', family: 'square' },
  diamond: { viewBox: '0 0 100 100', path: 'M50 0L100 50L50 100L0 50Z', family: 'square' },
  hexagon: { viewBox: '0 0 100 100', path: 'M25 3H75L100 50L75 97H25L0 50Z', family: 'square' },
  star: {
    viewBox: '0 0 100 100',
    path: 'M50 0L61.8 35.3H97.6L68.9 57L79.4 92.7L50 71.2L20.6 92.7L31.1 57L2.4 35.3H38.2Z',
    family: 'square',
  },
  heart: {
    viewBox: '0 0 100 100',
    path: 'M50 92C18 68 0 50 0 29C0 13 12 2 27 2C37 2 45 8 50 16C55 8 63 2 73 2C88 2 100 13 100 29C100 50 82 68 50 92Z',
    family: 'square',
  },
  arch: { viewBox: '0 0 100 150', path: 'M0 50A50 50 0 0 1 100 50V150H0Z', family: 'tall' },
  pill: { viewBox: '0 0 100 150', path: 'M50 0A50 50 0 0 1 100 50V100A50 50 0 0 1 0 100V50A50 50 0 0 1 50 0Z', family: 'tall' },
  banner: { viewBox: '0 0 150 100', path: 'M0 0H150L130 50L150 100H0L20 50Z', family: 'wide' },
  arrow: { viewBox: '0 0 150 100', path: 'M0 30H95V0L150 50L95 100V70H0Z', family: 'wide' },
} as const satisfies Record<string, ShapeDefinition>;

export type ShapeName = keyof typeof SHAPES;

export const SHAPE_NAMES = Object.keys(SHAPES) as ShapeName[];

export class UnknownShapeError extends RangeError {
  constructor(name: unknown) {
    super(`Unknown shape ${JSON.stringify(name)}; known shapes: ${SHAPE_NAMES.join(', ')}`);
    this.name = 'UnknownShapeError';
  }
}

export function shapeByName(name: string): ShapeDefinition {
  if (!(name in SHAPES)) throw new UnknownShapeError(name);
  return SHAPES[name as ShapeName];
}

/** Width / height of a shape's viewBox. */
export function viewBoxAspect(viewBox: string): number {
  const [, , width, height] = viewBox
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!(width! > 0 && height! > 0)) throw new RangeError(`A viewBox needs a positive width and height, not "${viewBox}"`);
  return width! / height!;
}
