import type { Result } from '../../platform/result/result';
import type { SystemErrorCause } from './systemError.rules';

/** The shapes the data call speaks in (spec 000 §7 "Generic data wrapper", §8 "Data call"). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface DataCallRequest {
  /** A path on the site (`/api/...`, prefixed with the wrapper's base URL) or an absolute URL. */
  url: string;
  /** GET unless given. */
  method?: HttpMethod;
  /** Query fields, added before the crumb. Nested values go as JSON text. */
  query?: Readonly<Record<string, unknown>>;
  /**
   * The payload. POST and PUT send it as the body: JSON when `json` is set, otherwise
   * form-encoded (nested values as JSON text). GET and DELETE add it to the query.
   */
  data?: unknown;
  json?: boolean;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

export type RequestOptions = Omit<DataCallRequest, 'url' | 'method'>;

/** The flags a failing reply may carry. */
export interface ReplyFlags {
  loginRequired: boolean;
  authorizationFail: boolean;
  crumbFail: boolean;
  cleaned: boolean;
  network: boolean;
}

/**
 * - `reply`: the server answered with an `error` field (any 2xx), or a 400/401/500/502 with a
 *   JSON body carrying error, message or billingErrorCode;
 * - `status`: any other failing status;
 * - `parse`: the answer was not JSON;
 * - `connection`: no answer at all (the transport rejected);
 * - `shape`: JSON, but not the shape a typed client expects (see `replyShape.ts`);
 * - `aborted`: the caller's signal cancelled the call (not tracked, not retried).
 */
export type DataCallFailureKind = 'reply' | 'status' | 'parse' | 'connection' | 'shape' | 'aborted';

export interface DataCallFailure {
  kind: DataCallFailureKind;
  method: HttpMethod;
  /** The URL as sent, with its query. */
  url: string;
  /** 0 when there was no answer. */
  status: number;
  message: string;
  /** Messages keyed by field id, when the reply had an `errors` map. */
  errors?: Record<string, string>;
  flags: ReplyFlags;
  /** The parsed JSON reply, when there was one. */
  reply?: Readonly<Record<string, unknown>>;
}

/**
 * What a data call ends in: the platform's one `Result` (`src/platform/result`), the reply's data as `value` and
 * the failure as `error`, specialised only in that a success also carries the HTTP status it came with (a failure
 * has its own, `error.status`). Every `DataCallResult<T>` is a `Result<T, DataCallFailure>`.
 */
export type DataCallResult<T> =
  (Extract<Result<T, DataCallFailure>, { ok: true }> & { readonly status: number }) | Extract<Result<T, DataCallFailure>, { ok: false }>;

/** A call answered with the data read. */
export const answered = <T>(status: number, value: T): DataCallResult<T> => ({ ok: true, status, value });

/** A call that failed, and why. */
export const failedCall = (error: DataCallFailure): DataCallResult<never> => ({ ok: false, error });

/** What the page needs to show the system error overlay. */
export interface SystemErrorReport {
  cause: SystemErrorCause;
  title: string;
  text: string;
  failure: DataCallFailure;
}

export const NO_FLAGS: ReplyFlags = Object.freeze({
  loginRequired: false,
  authorizationFail: false,
  crumbFail: false,
  cleaned: false,
  network: false,
});
