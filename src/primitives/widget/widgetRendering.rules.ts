/**
 * The widget rendering call as the widget blocks (summary, social gallery) make it (spec
 * 000 §7): the form they send (`widgetJSON` with the type, the id without the `block-`
 * prefix and the block data as `value`; a block may add fields, as the summary's
 * `collectionId`) and how they read the reply (`data.html` replaces the block content,
 * or a failure with the dictionary's words, 002 §8). Pure.
 */
import type { Result } from '../../platform/result/result';
import { DICTIONARY_MESSAGES } from '../../platform/dictionaryMessages';
import type { DataCallFailure, DataCallResult } from '../../services/http/dataCall.types';
import type { WidgetRenderingForm } from '../../services/widgets/widgetRendering';

/** The loading state draws at most this many placeholders (a long block's rest loads below the fold). */
export const MAX_PLACEHOLDERS = 12;

/** The dictionary's messages the failure state shows (002 §8). */
export const WIDGET_MESSAGES = {
  unableToLoad: DICTIONARY_MESSAGES.unableToLoad,
  networkError: DICTIONARY_MESSAGES.networkError,
} as const;

/** The prefix of a block element's id (`id="block-<id>"`). */
export const BLOCK_ID_PREFIX = 'block-';

/** The block id the call sends: the element id without its `block-` prefix (once); '' without an id. */
export function widgetIdOf(elementId: string | null | undefined): string {
  const id = (elementId ?? '').trim();
  return id.startsWith(BLOCK_ID_PREFIX) ? id.slice(BLOCK_ID_PREFIX.length) : id;
}

/**
 * The widget type: the block's `data-block-type` number; when the page gives none (a
 * block recognised by its class only), the fallback (a known number, else the kind).
 */
export function widgetTypeOf(blockType: string | number | null | undefined, fallback: number | string): number | string {
  if (typeof blockType === 'number' && Number.isInteger(blockType)) return blockType;
  if (typeof blockType === 'string' && /^\s*\d+\s*$/.test(blockType)) return Number(blockType);
  return fallback;
}

export interface WidgetBlock {
  /** The block element's id (`block-…`). */
  elementId: string | null;
  /** Its `data-block-type` attribute, as found. */
  blockType: string | number | null;
  /** Its decoded block data. */
  value: Readonly<Record<string, unknown>>;
}

/** The form for any widget block: no collectionId. */
export function widgetRenderingForm(block: WidgetBlock, fallbackType: number | string): WidgetRenderingForm {
  return { widgetJSON: { type: widgetTypeOf(block.blockType, fallbackType), id: widgetIdOf(block.elementId), value: block.value } };
}

/** Why a rendering failed, as the failure state shows it. */
export interface WidgetFailure {
  /** The dictionary's 'Unable to load. Try again.' */
  message: string;
  /** 'Network error' when the call got no answer; null otherwise. */
  detail: string | null;
  /** What went wrong, for the console (the data call's message, or the reply's shape). */
  cause: string;
}

/** The reply's html, or the failure to show ('aborted' when the call was cancelled: nothing to show). */
export type WidgetReply = Result<string, WidgetFailure | 'aborted'>;

const failed = (cause: string, network = false): WidgetReply => ({
  ok: false,
  error: { message: WIDGET_MESSAGES.unableToLoad, detail: network ? WIDGET_MESSAGES.networkError : null, cause },
});

const isNetwork = (failure: DataCallFailure) => failure.kind === 'connection' || failure.flags.network;

/** The reply's `html` (a string, possibly empty), or a failure saying why not. */
export function readWidgetReply(result: DataCallResult<unknown>): WidgetReply {
  if (!result.ok) return result.error.kind === 'aborted' ? { ok: false, error: 'aborted' } : failed(result.error.message, isNetwork(result.error));
  const data = result.value;
  const html = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>).html : undefined;
  if (typeof html === 'string') return { ok: true, value: html };
  return failed(`The widget rendering reply has no html string (got ${describe(data)})`);
}

function describe(data: unknown): string {
  if (data === null || data === undefined) return 'an empty reply';
  if (Array.isArray(data)) return 'a list';
  if (typeof data !== 'object') return `a ${typeof data}`;
  const keys = Object.keys(data);
  return keys.length === 0 ? 'an empty object' : `an object with ${keys.slice(0, 5).join(', ')}`;
}
