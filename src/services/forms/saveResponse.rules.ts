/**
 * How a SaveFormSubmission reply reads to the visitor (000 §5, §8), pure.
 */
import type { Result } from '../../platform/result/result';
import { FORM_MESSAGES, STATUS_MESSAGES } from './formMessages';

export type SubmitFailureReason =
  /** Client checks failed; nothing was sent. */
  | 'invalid'
  /** The values could not be serialised; nothing was sent. */
  | 'unserialisable'
  /** FormSubmissionKey failed. */
  | 'key'
  /** A 400 with errors keyed by field id. */
  | 'fields'
  /** Any other refusal by the server. */
  | 'status'
  /** The reply could not be read. */
  | 'malformed'
  /** The request never got a reply. */
  | 'network';

/** Why a submission did not go through, and what the visitor is shown. */
export interface SubmitFailure {
  reason: SubmitFailureReason;
  /** The form-level message. */
  message: string;
  /** Field id → message (a 400 errors map, or client checks). */
  fieldErrors: Record<string, string>;
  /** Whether the error-above message is shown above the form (newsletters skip it). */
  showErrorAbove: boolean;
  /** The HTTP status when there was a reply. */
  status?: number;
}

/** The parsed reply (null when it was empty), or why the submission failed. */
export type SubmitResult = Result<unknown, SubmitFailure>;

export const failure = (
  reason: SubmitFailureReason,
  message: string,
  extra: Partial<Pick<SubmitFailure, 'fieldErrors' | 'showErrorAbove' | 'status'>> = {},
): SubmitResult => ({
  ok: false,
  error: {
    reason,
    message,
    fieldErrors: extra.fieldErrors ?? {},
    showErrorAbove: extra.showErrorAbove ?? false,
    ...(extra.status === undefined ? {} : { status: extra.status }),
  },
});

type Parsed = { kind: 'empty' } | { kind: 'json'; value: unknown } | { kind: 'malformed' };

export function parseReply(text: string): Parsed {
  if (text.trim() === '') return { kind: 'empty' };
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'malformed' };
  }
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;

const errorText = (value: unknown): string | null => {
  const error = field(value, 'error');
  return typeof error === 'string' && error.trim() !== '' ? error : null;
};

function fieldErrorsOf(value: unknown): Record<string, string> {
  const errors = field(value, 'errors');
  const out: Record<string, string> = {};
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return out;
  for (const [id, message] of Object.entries(errors as Record<string, unknown>)) {
    const text = Array.isArray(message) ? message.filter((m) => typeof m === 'string').join(' ') : typeof message === 'string' ? message : '';
    if (text.trim() !== '') out[id] = text;
  }
  return out;
}

export interface SaveReply {
  status: number;
  statusText: string;
  ok: boolean;
  body: string;
}

/**
 * Success, or the visitor's message: a 400 errors map → each message on its field and
 * the error-above message (unless a newsletter); then 401 / 404 / 429 / 500; then the
 * status text, else the reply's error field, else the unknown error. A 2xx reply with an
 * error field is a failure with that text (as the data-call wrapper treats it); a reply
 * that is not JSON reads as a processing error.
 */
export function readSaveReply(reply: SaveReply, options: { isNewsletter: boolean }): SubmitResult {
  const parsed = parseReply(reply.body);
  const data = parsed.kind === 'json' ? parsed.value : null;
  if (reply.ok) {
    if (parsed.kind === 'malformed') return failure('malformed', FORM_MESSAGES.processingError, { status: reply.status });
    const error = errorText(data);
    return error ? failure('status', error, { status: reply.status }) : { ok: true, value: data };
  }
  const status = reply.status;
  if (status === 400) {
    const fieldErrors = fieldErrorsOf(data);
    if (Object.keys(fieldErrors).length > 0) {
      return failure('fields', FORM_MESSAGES.errorAbove, { fieldErrors, showErrorAbove: !options.isNewsletter, status });
    }
  }
  const mapped = STATUS_MESSAGES[status];
  if (mapped) return failure('status', mapped, { status });
  if (reply.statusText.trim() !== '') return failure('status', reply.statusText, { status });
  const error = errorText(data);
  if (error) return failure('status', error, { status });
  if (parsed.kind === 'malformed') return failure('malformed', FORM_MESSAGES.processingError, { status });
  return failure('status', FORM_MESSAGES.unknownError, { status });
}
