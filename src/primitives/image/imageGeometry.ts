/**
 * Image geometry from published-page attributes: data-image-dimensions ("WxH") and
 * data-image-focal-point ("x,y" fractions, default the centre). Pure.
 */
export interface Dimensions {
  width: number;
  height: number;
}

export interface FocalPoint {
  /** 0 (left) to 1 (right) */
  x: number;
  /** 0 (top) to 1 (bottom) */
  y: number;
}

export const DEFAULT_FOCAL_POINT: FocalPoint = { x: 0.5, y: 0.5 };

/** 'WxH' (e.g. "2500x1667") to dimensions; anything else or non-positive sizes give null. */
export function parseDimensions(value: string | null | undefined): Dimensions | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*$/i.exec(value ?? '');
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** 'x,y' fractions (e.g. "0.3,0.7"), clamped to 0-1; anything else gives the centre. */
export function parseFocalPoint(value: string | null | undefined): FocalPoint {
  const parts = (value ?? '').split(',').map((p) => Number(p.trim()));
  if (parts.length !== 2 || parts.some((n) => !Number.isFinite(n)) || (value ?? '').trim() === '') return { ...DEFAULT_FOCAL_POINT };
  const clamp = (n: number) => Math.min(1, Math.max(0, n));
  return { x: clamp(parts[0]!), y: clamp(parts[1]!) };
}
