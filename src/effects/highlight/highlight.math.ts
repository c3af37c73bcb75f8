/**
 * Text highlight shapes as SVG paths around one line box of text (the view draws one
 * per line, so highlights follow wrapped text). Random wobble (jagged, scribble,
 * circle) comes from a seeded generator, so redraws do not jitter. Pure.
 */
import type { HighlightShape } from './highlight.config';

export interface LineBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A small deterministic generator (mulberry32): the same seed gives the same numbers. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (v: number) => Math.round(v * 10) / 10;
const pt = (x: number, y: number) => `${n(x)} ${n(y)}`;

/** Whether a shape is drawn as a wide band behind or over the text rather than a line. */
export const isBand = (shape: HighlightShape) => shape === 'marker';

export function highlightPath(shape: HighlightShape, box: LineBox, { stroke, random }: { stroke: number; random: () => number }): string {
  const { x, y, width: w, height: h } = box;
  const left = x;
  const right = x + w;
  const bottom = y + h * 0.92;
  const middle = y + h * 0.55;
  const jitter = (amount: number) => (random() - 0.5) * amount;
  switch (shape) {
    case 'underline':
      return `M${pt(left, bottom)}L${pt(right, bottom)}`;
    case 'underlineDouble':
      return `M${pt(left, bottom - stroke * 1.5)}L${pt(right, bottom - stroke * 1.5)}M${pt(left, bottom + stroke * 1.5)}L${pt(right, bottom + stroke * 1.5)}`;
    case 'underlineCurve':
      return `M${pt(left, bottom - h * 0.06)}Q${pt(x + w / 2, bottom + h * 0.14)} ${pt(right, bottom - h * 0.1)}`;
    case 'strike':
      return `M${pt(left, middle)}L${pt(right, middle)}`;
    case 'strikeDiagonal':
      return `M${pt(left, y + h * 0.85)}L${pt(right, y + h * 0.2)}`;
    case 'cross':
      return `M${pt(left, y + h * 0.85)}L${pt(right, y + h * 0.2)}M${pt(left, y + h * 0.2)}L${pt(right, y + h * 0.85)}`;
    case 'marker':
      return `M${pt(left, y + h * 0.62)}L${pt(right, y + h * 0.62)}`;
    case 'enclose': {
      const p = stroke * 2;
      return `M${pt(left - p, y - p / 2)}H${n(right + p)}V${n(y + h + p / 2)}H${n(left - p)}Z`;
    }
    case 'circle': {
      // an ellipse drawn a little past a full turn, as by hand
      const cx = x + w / 2;
      const cy = y + h / 2;
      const rx = w / 2 + h * 0.35;
      const ry = h * 0.75;
      const steps = 40;
      const points: string[] = [];
      for (let i = 0; i <= steps + 4; i++) {
        const a = -Math.PI / 2 - 0.3 + (i / steps) * Math.PI * 2;
        points.push(pt(cx + Math.cos(a) * (rx + jitter(h * 0.08)), cy + Math.sin(a) * (ry + jitter(h * 0.08))));
      }
      return `M${points.join('L')}`;
    }
    case 'wave': {
      const amplitude = Math.max(stroke, h * 0.07);
      const length = Math.max(h * 0.6, 8);
      const points: string[] = [];
      for (let px = 0; px <= w; px += 2) points.push(pt(left + px, bottom + Math.sin((px / length) * Math.PI * 2) * amplitude));
      return `M${points.join('L')}`;
    }
    case 'jagged': {
      const step = Math.max(h * 0.3, 6);
      const points: string[] = [];
      let up = true;
      for (let px = 0; px <= w; px += step) {
        points.push(pt(left + px, bottom + (up ? -1 : 1) * h * 0.06 + jitter(h * 0.03)));
        up = !up;
      }
      points.push(pt(right, bottom));
      return `M${points.join('L')}`;
    }
    case 'scribble': {
      // loops back and forth across the line
      const points: string[] = [];
      const passes = 5;
      for (let i = 0; i <= passes; i++) {
        const yy = y + h * (0.25 + (0.55 * i) / passes) + jitter(h * 0.05);
        points.push(pt(i % 2 === 0 ? left + jitter(4) : right + jitter(4), yy));
        points.push(pt(i % 2 === 0 ? right + jitter(4) : left + jitter(4), yy + h * 0.08));
      }
      return `M${points.join('L')}`;
    }
  }
}

/** The stroke width for a shape: the marker is a band 60 % of the line high. */
export function strokeWidthFor(shape: HighlightShape, box: LineBox, thickness: number): number {
  return isBand(shape) ? box.height * 0.6 : thickness;
}
