import { statusMessage, unparseableReplyMessage } from './dataCall.messages';
import type { Result } from '../../platform/result/result';
import { NO_FLAGS, type DataCallFailureKind, type ReplyFlags } from './dataCall.types';

/**
 * How one answer reads (spec 000 §7, §8 "Data call"): 204 is an empty success, a
 * JSON reply with an `error` field or a reply flag is a failure, text that is not JSON gives the
 * parse message, and a 400/401/500/502 with a JSON body carrying error, message or
 * billingErrorCode is a reply failure; every other failing status is a status
 * failure with the status's message. Pure.
 */
export type ReplyReading = Result<
  unknown,
  {
    kind: Extract<DataCallFailureKind, 'reply' | 'status' | 'parse'>;
    message: string;
    flags: ReplyFlags;
    errors?: Record<string, string>;
    reply?: Readonly<Record<string, unknown>>;
  }
>;

/** Statuses whose JSON body goes to the failure result instead of the status's message. */
export const STATUSES_WITH_FAILURE_BODY: readonly number[] = [400, 401, 500, 502];

type JsonObject = Readonly<Record<string, unknown>>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== false && value !== '';
}

export function replyFlags(reply: JsonObject): ReplyFlags {
  return {
    loginRequired: reply.loginRequired === true,
    authorizationFail: reply.authorizationFail === true,
    crumbFail: reply.crumbFail === true,
    cleaned: reply.cleaned === true,
    network: reply.network === true,
  };
}

/** The reply's `errors` map, field id → message; values that are not text are kept as JSON text. */
export function replyErrors(reply: JsonObject): Record<string, string> | undefined {
  if (!isObject(reply.errors)) return undefined;
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(reply.errors)) {
    errors[field] = typeof message === 'string' ? message : JSON.stringify(message);
  }
  return errors;
}

/** The server's own words: its `error` text, else its `message` text. */
export function replyText(reply: JsonObject): string | undefined {
  if (typeof reply.error === 'string' && reply.error.trim()) return reply.error;
  if (typeof reply.message === 'string' && reply.message.trim()) return reply.message;
  return undefined;
}

function replyFailure(reply: JsonObject, status: number): ReplyReading {
  const errors = replyErrors(reply);
  return {
    ok: false,
    error: {
      kind: 'reply',
      message: replyText(reply) ?? statusMessage(status),
      flags: replyFlags(reply),
      ...(errors ? { errors } : {}),
      reply,
    },
  };
}

function parseJson(text: string): Result<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export function readReply(status: number, text: string, url: string): ReplyReading {
  const success = status >= 200 && status <= 299;
  if (success) {
    if (status === 204) return { ok: true, value: undefined };
    const parsed = parseJson(text);
    if (!parsed.ok) return { ok: false, error: { kind: 'parse', message: unparseableReplyMessage(url, parsed.error), flags: NO_FLAGS } };
    // an error field, or one of the reply flags (crumbFail, loginRequired, …) even without one, is a failure
    if (isObject(parsed.value) && (present(parsed.value.error) || Object.values(replyFlags(parsed.value)).some(Boolean)))
      return replyFailure(parsed.value, status);
    return { ok: true, value: parsed.value };
  }
  if (STATUSES_WITH_FAILURE_BODY.includes(status)) {
    const parsed = parseJson(text);
    if (parsed.ok && isObject(parsed.value)) {
      const body = parsed.value;
      if (present(body.error) || present(body.message) || present(body.billingErrorCode)) return replyFailure(body, status);
    }
  }
  return { ok: false, error: { kind: 'status', message: statusMessage(status), flags: NO_FLAGS } };
}
