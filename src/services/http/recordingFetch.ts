import type { FetchInitLike, FetchLike, FetchResponseLike } from './fetchLike';

/**
 * A FetchLike that answers from a script and records every request: for unit tests
 * of the services, and for any host that wants canned answers without a network.
 */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  credentials: FetchInitLike['credentials'];
}

/** An answer: a status with a body (objects are sent as JSON), or an Error the transport rejects with. */
export type ScriptedAnswer = { status: number; body?: unknown; statusText?: string } | Error;

export type Responder = (request: RecordedRequest, index: number) => ScriptedAnswer;

export function response(status: number, body: unknown = '', statusText = ''): FetchResponseLike {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { status, statusText, ok: status >= 200 && status <= 299, text: () => Promise.resolve(text) };
}

/**
 * `recordingFetch([a, b])` answers the first request with a, the next with b, and every later one
 * with the last; `recordingFetch((req) => …)` answers by request.
 */
export function recordingFetch(script: Responder | readonly ScriptedAnswer[]): FetchLike & { requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  const answer: Responder =
    typeof script === 'function'
      ? script
      : (_request, index) => {
          const scripted = script[Math.min(index, script.length - 1)];
          if (!scripted) throw new RangeError('recordingFetch needs at least one answer');
          return scripted;
        };
  const fetch = async (url: string, init: FetchInitLike = {}) => {
    const recorded: RecordedRequest = {
      url,
      method: init.method ?? 'GET',
      headers: { ...init.headers },
      body: init.body,
      credentials: init.credentials,
    };
    requests.push(recorded);
    const scripted = answer(recorded, requests.length - 1);
    if (scripted instanceof Error) throw scripted;
    return response(scripted.status, scripted.body ?? '', scripted.statusText);
  };
  return Object.assign(fetch, { requests });
}
