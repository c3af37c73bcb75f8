/**
 * Text highlight configuration (spec: per text attribute id; defaults shape wave,
 * animation draw, direction right, duration 0.75, thickness 0.06em, linecap square,
 * the current text colour, blend none, fontSize 12, in front, animation off).
 * Read with defaults; unknown values fall back to them. Pure.
 */
export const HIGHLIGHT_SHAPES = [
  'circle',
  'cross',
  'enclose',
  'jagged',
  'marker',
  'scribble',
  'strike',
  'strikeDiagonal',
  'underline',
  'underlineCurve',
  'underlineDouble',
  'wave',
] as const;
export type HighlightShape = (typeof HIGHLIGHT_SHAPES)[number];

export const HIGHLIGHT_ANIMATIONS = ['draw', 'fade', 'fadeScale'] as const;
export type HighlightAnimation = (typeof HIGHLIGHT_ANIMATIONS)[number];

export const HIGHLIGHT_TIMING = { startDelayMs: 250, fadeScaleFrom: 0.5 } as const;

export interface HighlightConfig {
  shape: HighlightShape;
  color: string;
  /** A CSS length: px or em (of fontSize). */
  thickness: string;
  linecap: 'butt' | 'round' | 'square';
  /** A mix-blend-mode; 'none' draws normally. */
  blend: string;
  opacity: number;
  animation: HighlightAnimation;
  direction: 'left' | 'right';
  /** Seconds. */
  duration: number;
  isAnimationEnabled: boolean;
  /** Drawn over the text (true) or behind it. */
  isFront: boolean;
  fontSize: number;
}

export const HIGHLIGHT_DEFAULTS: HighlightConfig = {
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
};

const oneOf = <T extends string>(value: unknown, options: readonly T[], fallback: T): T => (options.includes(value as T) ? (value as T) : fallback);
const number = (value: unknown, fallback: number, min: number, max: number): number => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

export function readHighlightConfig(raw: unknown): HighlightConfig {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const d = HIGHLIGHT_DEFAULTS;
  return {
    shape: oneOf(r.shape, HIGHLIGHT_SHAPES, d.shape),
    color: typeof r.color === 'string' && r.color.trim() ? r.color : d.color,
    thickness: typeof r.thickness === 'string' && /^\d*\.?\d+(px|em)$/.test(r.thickness.trim()) ? r.thickness.trim() : d.thickness,
    linecap: oneOf(r.linecap, ['butt', 'round', 'square'] as const, d.linecap),
    blend: typeof r.blend === 'string' && /^[a-z-]+$/.test(r.blend) ? r.blend : d.blend,
    opacity: number(r.opacity, d.opacity, 0, 1),
    animation: oneOf(r.animation, HIGHLIGHT_ANIMATIONS, d.animation),
    direction: oneOf(r.direction, ['left', 'right'] as const, d.direction),
    duration: number(r.duration, d.duration, 0, 60),
    isAnimationEnabled: typeof r.isAnimationEnabled === 'boolean' ? r.isAnimationEnabled : d.isAnimationEnabled,
    isFront: typeof r.isFront === 'boolean' ? r.isFront : d.isFront,
    fontSize: number(r.fontSize, d.fontSize, 1, 400),
  };
}

/** The stroke width in px: px as given, em of the font size. */
export function thicknessPx(thickness: string, fontSizePx: number): number {
  const value = parseFloat(thickness);
  return thickness.endsWith('em') ? value * fontSizePx : value;
}
