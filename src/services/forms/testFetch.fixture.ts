/** A scripted FetchLike for tests: answers calls in order and records what was sent. */
import type { FetchInitLike, FetchLike, FetchResponseLike } from '../http/fetchLike';

export interface ScriptedReply {
  status?: number;
  statusText?: string;
  body?: string | object;
  /** Rejects the call as a network failure. */
  networkError?: boolean;
  /** Answers only once this settles (a call under way); aborting the call's signal first rejects it with the signal's reason, as fetch does. */
  until?: Promise<unknown>;
}

export interface RecordedCall {
  url: string;
  init: FetchInitLike | undefined;
}

export function scriptedFetch(replies: ScriptedReply[]): FetchLike & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const queue = [...replies];
  const fetch = async (url: string, init?: FetchInitLike): Promise<FetchResponseLike> => {
    calls.push({ url, init });
    const { signal } = init ?? {};
    signal?.throwIfAborted();
    const reply = queue.shift();
    if (!reply) throw new Error(`Unexpected call to ${url}`);
    if (reply.until) {
      const until = reply.until;
      await new Promise((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
        until.then(resolve, resolve);
      });
    }
    if (reply.networkError) throw new TypeError('Failed to fetch');
    const status = reply.status ?? 200;
    const text = typeof reply.body === 'string' ? reply.body : reply.body === undefined ? '' : JSON.stringify(reply.body);
    return { status, statusText: reply.statusText ?? '', ok: status >= 200 && status < 300, text: async () => text };
  };
  return Object.assign(fetch, { calls });
}
