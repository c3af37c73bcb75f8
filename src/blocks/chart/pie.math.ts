/**
 * Pie chart geometry: slices in degrees clockwise from 12 o'clock, their arc paths, and
 * labels outside the pie that never overlap. Pure.
 */

export interface Slice {
  index: number;
  value: number;
  startDeg: number;
  endDeg: number;
}

/**
 * A slice per value above zero, in order, sized by its share of their total; together
 * they make a full turn (the last slice ends at exactly 360°). Zero and negative values
 * get no slice (the legend and table still list them).
 */
export function pieSlices(values: readonly number[]): Slice[] {
  const total = values.reduce((sum, v) => (v > 0 ? sum + v : sum), 0);
  if (!(total > 0) || !Number.isFinite(total)) return [];
  const slices: Slice[] = [];
  let start = 0;
  values.forEach((value, index) => {
    if (!(value > 0)) return;
    const end = Math.min(360, start + (value / total) * 360);
    slices.push({ index, value, startDeg: start, endDeg: end });
    start = end;
  });
  slices[slices.length - 1]!.endDeg = 360;
  return slices;
}

/** The point at `deg` (clockwise from 12 o'clock) on a circle. */
export function polar(cx: number, cy: number, r: number, deg: number): { x: number; y: number } {
  const rad = ((deg - 90) * Math.PI) / 180;
  return { x: cx + r * Math.cos(rad), y: cy + r * Math.sin(rad) };
}

const f = (n: number) => Math.round(n * 100) / 100;

/** The SVG path of a slice from `startDeg` to `endDeg`; a full turn is drawn as two halves. */
export function arcPath(cx: number, cy: number, r: number, startDeg: number, endDeg: number): string {
  const sweep = endDeg - startDeg;
  if (sweep >= 360 - 1e-9) {
    const top = polar(cx, cy, r, 0);
    const bottom = polar(cx, cy, r, 180);
    return `M${f(top.x)} ${f(top.y)} A${f(r)} ${f(r)} 0 1 1 ${f(bottom.x)} ${f(bottom.y)} A${f(r)} ${f(r)} 0 1 1 ${f(top.x)} ${f(top.y)} Z`;
  }
  const a = polar(cx, cy, r, startDeg);
  const b = polar(cx, cy, r, endDeg);
  return `M${f(cx)} ${f(cy)} L${f(a.x)} ${f(a.y)} A${f(r)} ${f(r)} 0 ${sweep > 180 ? 1 : 0} 1 ${f(b.x)} ${f(b.y)} Z`;
}

/** Slices narrower than this get no label on the pie (the legend names them). */
export const MIN_LABELLED_SWEEP_DEG = 14;

export interface PieLabel {
  index: number;
  x: number;
  y: number;
  anchor: 'start' | 'end';
  /** Where the leader line starts, on the pie's edge. */
  edge: { x: number; y: number };
}

/**
 * A label for each slice wide enough, just outside the pie at its middle angle; on each
 * side (right: text starts there, left: text ends there) labels are pushed down so each
 * is at least `lineHeight` below the one above it.
 */
export function pieLabels(slices: readonly Slice[], cx: number, cy: number, r: number, lineHeight: number): PieLabel[] {
  const placed = slices
    .filter((s) => s.endDeg - s.startDeg >= MIN_LABELLED_SWEEP_DEG)
    .map((s) => {
      const mid = (s.startDeg + s.endDeg) / 2;
      const at = polar(cx, cy, r + 10, mid);
      return { index: s.index, x: at.x, y: at.y, anchor: (mid <= 180 ? 'start' : 'end') as PieLabel['anchor'], edge: polar(cx, cy, r, mid) };
    });
  for (const side of ['start', 'end'] as const) {
    const labels = placed.filter((l) => l.anchor === side).sort((a, b) => a.y - b.y);
    for (let i = 1; i < labels.length; i += 1) {
      const above = labels[i - 1]!;
      if (labels[i]!.y < above.y + lineHeight) labels[i]!.y = above.y + lineHeight;
    }
  }
  return placed;
}
