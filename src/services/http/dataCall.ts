import { CRUMB_COOKIE } from '../../platform/constants';
import type { CookieJar } from '../cookies/cookieJar';
import { statusMessage } from './dataCall.messages';
import { readReply, replyText } from './dataCall.reply';
import {
  answered,
  failedCall,
  NO_FLAGS,
  type DataCallFailure,
  type DataCallRequest,
  type DataCallResult,
  type HttpMethod,
  type RequestOptions,
  type SystemErrorReport,
} from './dataCall.types';
import type { FetchInitLike, FetchLike } from './fetchLike';
import { formEncode, withQuery } from './formEncode';
import { showsSystemError, systemErrorContent, type SystemErrorCause } from './systemError.rules';

/**
 * The generic data call (spec 000 §4 "Data-call failures", §7 "Generic data wrapper",
 * §8 "Data call"). It never throws for a server or network failure: every call ends
 * in a `DataCallResult`, and the page-level consequences (login, the system error
 * overlay, tracking) go to the callbacks it was given.
 */
export interface DataCallDeps {
  fetch: FetchLike;
  cookies: CookieJar;
  /** The page shows the system error overlay. */
  onSystemError?: (report: SystemErrorReport) => void;
  /** The page fires its login event. */
  onLoginRequired?: () => void;
  /** Usage tracking (a network failure is tracked as `system_network_error`). */
  track?: (eventName: string, data: Record<string, unknown>) => void;
  /** Prefix for site paths. Empty unless given (same origin). */
  baseUrl?: string;
  /** `include` unless given. */
  credentials?: FetchInitLike['credentials'];
  /** Headers sent on every call, read at each call (the site-user session's XSRF token). */
  defaultHeaders?: () => Readonly<Record<string, string>>;
}

export interface DataCall {
  request<T = unknown>(request: DataCallRequest): Promise<DataCallResult<T>>;
  get<T = unknown>(url: string, options?: RequestOptions): Promise<DataCallResult<T>>;
  post<T = unknown>(url: string, options?: RequestOptions): Promise<DataCallResult<T>>;
  put<T = unknown>(url: string, options?: RequestOptions): Promise<DataCallResult<T>>;
  del<T = unknown>(url: string, options?: RequestOptions): Promise<DataCallResult<T>>;
}

export const NETWORK_ERROR_EVENT = 'system_network_error';

function isAbsolute(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');
}

function asFields(data: unknown, method: HttpMethod): Readonly<Record<string, unknown>> {
  if (data === undefined || data === null) return {};
  if (typeof data === 'object' && !Array.isArray(data)) return data as Record<string, unknown>;
  throw new TypeError(`A ${method} call's data must be an object of fields; send a list with json: true on POST or PUT`);
}

/** The URL and init for one attempt; the crumb is read at each attempt so a retry sends the new one. */
export function buildFetchCall(
  request: DataCallRequest,
  context: { crumb: string | null; baseUrl?: string; credentials?: FetchInitLike['credentials']; defaultHeaders?: Readonly<Record<string, string>> },
): { url: string; init: FetchInitLike } {
  const method = request.method ?? 'GET';
  const hasBody = method === 'POST' || method === 'PUT';
  const base = isAbsolute(request.url) ? request.url : `${context.baseUrl ?? ''}${request.url}`;
  const queryData = hasBody ? {} : asFields(request.data, method);
  const url = withQuery(base, { ...request.query, ...queryData, ...(context.crumb ? { crumb: context.crumb } : {}) });
  const headers: Record<string, string> = { Accept: 'application/json', ...context.defaultHeaders, ...request.headers };
  const init: FetchInitLike = { method, headers, credentials: context.credentials ?? 'include' };
  if (hasBody && request.data !== undefined) {
    if (request.json) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(request.data);
    } else {
      headers['Content-Type'] = 'application/x-www-form-urlencoded; charset=UTF-8';
      init.body = formEncode(asFields(request.data, method));
    }
  }
  if (request.signal) init.signal = request.signal;
  return { url, init };
}

/** Runs a page callback; one that throws must not turn a handled failure into a rejected call. */
function safely(run: () => void): void {
  try {
    run();
  } catch {
    // The callback's own failure is its owner's to report.
  }
}

export function createDataCall(deps: DataCallDeps): DataCall {
  const showSystemError = (cause: SystemErrorCause, failure: DataCallFailure) => {
    safely(() => deps.onSystemError?.({ cause, ...systemErrorContent(cause), failure }));
  };

  /** One attempt: an answer read, or the transport's rejection as a connection failure. */
  async function attempt(request: DataCallRequest): Promise<DataCallResult<unknown>> {
    const method = request.method ?? 'GET';
    const { url, init } = buildFetchCall(request, {
      crumb: deps.cookies.get(CRUMB_COOKIE),
      baseUrl: deps.baseUrl,
      credentials: deps.credentials,
      defaultHeaders: deps.defaultHeaders?.(),
    });
    let status: number;
    let text: string;
    try {
      const response = await deps.fetch(url, init);
      status = response.status;
      text = status === 204 ? '' : await response.text();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (request.signal?.aborted) {
        return failedCall({ kind: 'aborted', method, url, status: 0, message: reason, flags: NO_FLAGS });
      }
      safely(() => deps.track?.(NETWORK_ERROR_EVENT, { url, method, message: reason }));
      return failedCall({ kind: 'connection', method, url, status: 0, message: statusMessage(0), flags: NO_FLAGS });
    }
    const reading = readReply(status, text, url);
    if (reading.ok) return answered(status, reading.value);
    return failedCall({ ...reading.error, method, url, status });
  }

  /** Login, overlay: what a final failure does to the page. */
  function announce(failure: DataCallFailure): void {
    const { flags } = failure;
    if (flags.loginRequired) safely(() => deps.onLoginRequired?.());
    if (flags.authorizationFail) showSystemError({ kind: 'authorizationFail' }, failure);
    if (flags.cleaned) showSystemError({ kind: 'cleaned' }, failure);
    if (flags.network) showSystemError({ kind: 'network', serverText: failure.reply ? replyText(failure.reply) : null }, failure);
    if (failure.kind === 'status' && showsSystemError(failure.status)) showSystemError({ kind: 'status', status: failure.status }, failure);
  }

  async function request<T>(req: DataCallRequest): Promise<DataCallResult<T>> {
    let crumbRetried = false;
    for (;;) {
      const result = await attempt(req);
      if (result.ok) return result as DataCallResult<T>;
      const failure = result.error;
      if (failure.flags.crumbFail && !crumbRetried) {
        crumbRetried = true;
        const crumb = failure.reply?.crumb;
        if (typeof crumb === 'string' && crumb) deps.cookies.set(CRUMB_COOKIE, crumb, { path: '/' });
        continue;
      }
      announce(failure);
      return result;
    }
  }

  const verb =
    (method: HttpMethod) =>
    <T>(url: string, options: RequestOptions = {}) =>
      request<T>({ ...options, url, method });

  return { request, get: verb('GET'), post: verb('POST'), put: verb('PUT'), del: verb('DELETE') };
}
