/**
 * `data-block-json` as `getAttribute` returns it (the browser has already decoded the
 * entities of the markup once; decoding again would turn literal `&lt;` or `&quot;` text
 * in a string into markup or break the JSON), parsed. A missing or blank attribute is an
 * empty object; JSON that is not an object, or does not parse, is an error message
 * naming the block, so the caller can log it and skip that block only. Pure.
 */
import type { Result } from '../../platform/result/result';

export type BlockSettings = Record<string, unknown>;
/** The settings, or why not: the message to log, and whether the text did not parse (`syntax`) or parsed to something other than an object (`not-object`). */
export type BlockJsonResult = Result<BlockSettings, { message: string; reason: 'syntax' | 'not-object' }>;

/** How a block is named in messages: its element id, or a stand-in when it has none. */
export function blockLabel(elementId: string | null | undefined): string {
  return elementId && elementId.trim() !== '' ? elementId.trim() : 'block without id';
}

export function parseBlockJson(raw: string | null | undefined, elementId: string | null | undefined): BlockJsonResult {
  const text = (raw ?? '').trim();
  if (text === '') return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      error: { message: `Block ${blockLabel(elementId)} skipped: its data-block-json is not valid JSON (${(error as Error).message})`, reason: 'syntax' },
    };
  }
  if (value === null) return { ok: true, value: {} };
  if (typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, error: { message: `Block ${blockLabel(elementId)} skipped: its data-block-json is not a JSON object`, reason: 'not-object' } };
  }
  return { ok: true, value: value as BlockSettings };
}
