/**
 * Shape block geometry (spec: stretched to fill 100 % of its box, or fitted with its
 * aspect kept and re-fitted on resize; a drop shadow with an angle, a distance and a
 * blur, each with units, drawn as a drop-shadow filter; a malformed shadow is logged,
 * not fatal). Pure.
 */
import type { Result } from '../../platform/result/result';
export interface Size {
  width: number;
  height: number;
}

/** The largest box of `aspect` (width / height) inside `container`, centred. */
export function fitInside(container: Size, aspect: number): Size & { x: number; y: number } {
  if (!(aspect > 0)) throw new RangeError(`An aspect ratio is positive, not ${aspect}`);
  const width = Math.min(container.width, container.height * aspect);
  const height = width / aspect;
  return { width, height, x: (container.width - width) / 2, y: (container.height - height) / 2 };
}

const UNITS = ['px', 'em', 'rem', '%', 'vw', 'vh'] as const;
export type LengthUnit = (typeof UNITS)[number];

export interface DropShadow {
  /** Degrees; 0 casts to the right, 90 downwards. */
  angle: number;
  distance: { value: number; unit: LengthUnit };
  blur: { value: number; unit: LengthUnit };
  color?: string;
}

export type DropShadowResult = Result<DropShadow>;

function length(raw: unknown, field: string): { value: number; unit: LengthUnit } {
  const r = raw as { value?: unknown; unit?: unknown } | null;
  const value = typeof r?.value === 'string' ? Number(r.value) : r?.value;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw new Error(`${field} needs a value of 0 or more`);
  if (!UNITS.includes(r?.unit as LengthUnit)) throw new Error(`${field} needs a unit (${UNITS.join(', ')})`);
  return { value, unit: r!.unit as LengthUnit };
}

/** Reads the block's drop-shadow setting; what cannot be read is an error message, not an exception. */
export function parseDropShadow(raw: unknown): DropShadowResult {
  try {
    if (typeof raw === 'string') raw = JSON.parse(raw);
    const r = raw as { angle?: unknown; distance?: unknown; blur?: unknown; color?: unknown } | null;
    if (!r || typeof r !== 'object') throw new Error('the setting is not an object');
    const angle = typeof r.angle === 'string' ? Number(r.angle) : r.angle;
    if (typeof angle !== 'number' || !Number.isFinite(angle)) throw new Error('angle needs a number of degrees');
    const color = typeof r.color === 'string' && r.color.trim() !== '' ? r.color : undefined;
    return { ok: true, value: { angle, distance: length(r.distance, 'distance'), blur: length(r.blur, 'blur'), color } };
  } catch (error) {
    return { ok: false, error: `Malformed drop shadow: ${(error as Error).message}` };
  }
}

const round = (n: number) => Math.round(n * 1000) / 1000 + 0;

/** The CSS filter for a shadow: drop-shadow(x y blur colour). */
export function dropShadowFilter({ angle, distance, blur, color = 'rgba(0, 0, 0, 0.35)' }: DropShadow): string {
  const radians = (angle * Math.PI) / 180;
  const x = round(Math.cos(radians) * distance.value);
  const y = round(Math.sin(radians) * distance.value);
  return `drop-shadow(${x}${distance.unit} ${y}${distance.unit} ${blur.value}${blur.unit} ${color})`;
}
