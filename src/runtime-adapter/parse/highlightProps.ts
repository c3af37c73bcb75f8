/**
 * `script.TextAttributes-props` to highlight configurations by text attribute id. The
 * stored JSON is an array of `{ id, type, …config }` (an object keyed by id is accepted
 * too); entries of type highlight are kept. Stored shapes the effect does not take are
 * converted: thickness `{ value, unit }` to "0.06em", a site palette colour to
 * `hsla(var(--<name>-hsl), <alpha>)`. Pure.
 */
import type { Result } from '../../platform/result/result';
import type { HighlightConfig } from '../../effects/highlight/highlight.config';
import { blockLabel } from './blockJson';

export type HighlightConfigs = Map<string, Partial<HighlightConfig>>;
export type HighlightConfigsResult = Result<HighlightConfigs>;

type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

function thickness(value: unknown): unknown {
  if (isObject(value) && (typeof value.value === 'number' || typeof value.value === 'string') && typeof value.unit === 'string') {
    return `${value.value}${value.unit}`;
  }
  return value;
}

function color(value: unknown): unknown {
  if (isObject(value)) {
    const palette = value.sitePaletteColor;
    if (isObject(palette) && typeof palette.colorName === 'string' && /^[a-zA-Z0-9-]+$/.test(palette.colorName)) {
      const alpha = typeof palette.alphaModifier === 'number' && Number.isFinite(palette.alphaModifier) ? palette.alphaModifier : 1;
      return `hsla(var(--${palette.colorName}-hsl), ${alpha})`;
    }
    if (typeof value.value === 'string') return value.value;
    return undefined;
  }
  return value;
}

/** One stored highlight entry in the shape `readHighlightConfig` takes. */
export function highlightEntry(entry: Raw): Partial<HighlightConfig> {
  const { id: _id, type: _type, ...rest } = entry;
  const out: Raw = { ...rest, thickness: thickness(rest.thickness), color: color(rest.color) };
  for (const key of Object.keys(out)) if (out[key] === undefined || out[key] === null) delete out[key];
  return out as Partial<HighlightConfig>;
}

const isHighlight = (entry: Raw): boolean => entry.type === undefined || entry.type === 'highlight';

export function parseTextAttributes(jsonText: string | null | undefined, elementId: string | null): HighlightConfigsResult {
  const highlights: HighlightConfigs = new Map();
  const text = (jsonText ?? '').trim();
  if (text === '') return { ok: true, value: highlights };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      error: `Text highlights of block ${blockLabel(elementId)} skipped: TextAttributes-props is not valid JSON (${(error as Error).message})`,
    };
  }
  if (Array.isArray(value)) {
    for (const entry of value) {
      if (isObject(entry) && typeof entry.id === 'string' && isHighlight(entry)) highlights.set(entry.id, highlightEntry(entry));
    }
  } else if (isObject(value)) {
    for (const [id, entry] of Object.entries(value)) if (isObject(entry) && isHighlight(entry)) highlights.set(id, highlightEntry(entry));
  } else {
    return { ok: false, error: `Text highlights of block ${blockLabel(elementId)} skipped: TextAttributes-props is not a list of text attributes` };
  }
  return { ok: true, value: highlights };
}
