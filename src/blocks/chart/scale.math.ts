/**
 * Scales for the chart: nice ticks over a value range, a linear scale, and bands for
 * categories. Pure.
 */

export interface Ticks {
  /** The first and last tick: the value axis runs over this range. */
  min: number;
  max: number;
  step: number;
  values: number[];
}

const NICE_MULTIPLES = [1, 2, 5] as const;

function decimalsOf(step: number): number {
  return Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
}

/**
 * Evenly spaced "nice" ticks (steps of 1, 2 or 5 × 10^n) covering [min, max], at most
 * `maxTicks` of them (at least 2). The smallest nice step that fits is chosen. A range of
 * one value (or a span under a billionth of its values, or under 1e-12; values under
 * 1e-12 count as zero) is widened to
 * reach zero (or to [0, 1] for zero itself).
 */
export function niceTicks(lower: number, upper: number, maxTicks = 6): Ticks {
  if (!Number.isFinite(lower) || !Number.isFinite(upper)) throw new RangeError('niceTicks: the range must be finite');
  const count = Math.max(2, Math.floor(maxTicks));
  let min = Math.min(lower, upper);
  let max = Math.max(lower, upper);
  // a span too small to label apart from its values counts as one value
  if (max - min <= Math.max(Math.abs(min), Math.abs(max)) * 1e-9 || max - min < 1e-12) {
    const value = Math.abs(min) >= Math.abs(max) ? min : max;
    min = Math.abs(value) < 1e-12 ? 0 : value;
    max = min;
  }
  if (min === max) {
    if (min === 0) max = 1;
    else if (min > 0) min = 0;
    else max = 0;
  }
  const raw = (max - min) / (count - 1);
  let exponent = Math.floor(Math.log10(raw));
  for (;;) {
    for (const multiple of NICE_MULTIPLES) {
      const step = multiple * 10 ** exponent;
      const first = Math.floor(min / step + 1e-9);
      const last = Math.ceil(max / step - 1e-9);
      if (last - first + 1 <= count) {
        const decimals = decimalsOf(step);
        const values: number[] = [];
        for (let k = first; k <= last; k += 1) values.push(Number((k * step).toFixed(decimals)));
        if (values.length === 1) values.push(Number(((last + 1) * step).toFixed(decimals)));
        return { min: values[0]!, max: values[values.length - 1]!, step, values };
      }
    }
    exponent += 1;
  }
}

/** Maps [d0, d1] onto [r0, r1] linearly; a zero-width domain maps everything to r0. */
export function linearScale(d0: number, d1: number, r0: number, r1: number): (value: number) => number {
  const span = d1 - d0;
  return (value) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0));
}

export interface Bands {
  /** Width of each category's band. */
  band: number;
  /** Left edge of band i. */
  start(i: number): number;
  /** Centre of band i. */
  centre(i: number): number;
}

/** `count` equal bands across [x0, x1]. */
export function bands(count: number, x0: number, x1: number): Bands {
  const band = count > 0 ? (x1 - x0) / count : 0;
  return { band, start: (i) => x0 + i * band, centre: (i) => x0 + (i + 0.5) * band };
}

/** The value range every series covers, as [min, max]; [0, 0] for none. */
export function valueExtent(series: readonly { values: readonly number[] }[]): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const s of series)
    for (const v of s.values) {
      if (v < min) min = v;
      if (v > max) max = v;
    }
  return min === Infinity ? [0, 0] : [min, max];
}

/** A tick or data value as the axis and tooltips show it: grouped thousands, up to 2 decimals. */
export function formatValue(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
