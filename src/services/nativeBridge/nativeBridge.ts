/**
 * Messages between a published page opened inside the mobile app and the app
 * (002 §2, §7, §8): info, sendEvent (name, body) and dismiss. Each message carries a
 * promiseId; the app answers with the same promiseId and the waiting promise settles.
 *
 * The page query, the app's post function and a logger come in as arguments.
 * - Outside the app (no `platform=mobile-app` query) every message rejects with
 *   'mobile platform not correctly identified'.
 * - When the app's handler is missing the bridge logs it and rejects (our choice: a
 *   message nobody can answer would otherwise wait forever).
 * - An answer nobody waits for is logged as a warning.
 *
 * Message and answer shapes (our choice, the spec names only the fields):
 * `{ promiseId, type: 'info' | 'dismiss' }`, `{ promiseId, type: 'sendEvent', name, body }`;
 * answers `{ promiseId, result }` or `{ promiseId, error }`, as an object or JSON text.
 */

export const MOBILE_APP_PLATFORM_PARAM = 'platform';
export const MOBILE_APP_PLATFORM_VALUE = 'mobile-app';
export const PLATFORM_NOT_IDENTIFIED = 'mobile platform not correctly identified';
/** Our wording. */
export const HANDLER_MISSING = 'Native bridge handler is missing';
/** Our wording. */
export const UNKNOWN_PROMISE_ID = 'Native bridge answer for an unknown promiseId';

export type BridgeMessage =
  | { promiseId: string; type: 'info' }
  | { promiseId: string; type: 'dismiss' }
  | { promiseId: string; type: 'sendEvent'; name: string; body: unknown };

export type BridgePost = (message: BridgeMessage) => void;

export interface NativeBridgeDeps {
  /** The page's query string (`?platform=mobile-app`) or parsed parameters. */
  query: string | URLSearchParams;
  /** The app's message handler, looked up when sending; undefined when the app gave none. */
  getPost(): BridgePost | undefined;
  logger: { warn(...args: unknown[]): void; error(...args: unknown[]): void };
  /** Makes a fresh promiseId; a counter by default. */
  createId?: () => string;
}

export interface NativeBridge {
  info(): Promise<unknown>;
  sendEvent(name: string, body?: unknown): Promise<unknown>;
  dismiss(): Promise<unknown>;
  /** Give every answer from the app here. */
  receive(answer: unknown): void;
  /** How many messages wait for an answer. */
  pending(): number;
}

export function isMobileApp(query: string | URLSearchParams): boolean {
  const params = typeof query === 'string' ? new URLSearchParams(query.startsWith('?') ? query.slice(1) : query) : query;
  return params.get(MOBILE_APP_PLATFORM_PARAM) === MOBILE_APP_PLATFORM_VALUE;
}

interface Waiting {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

function readAnswer(answer: unknown): { promiseId: string; result?: unknown; error?: unknown } | null {
  let value = answer;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const promiseId = record.promiseId;
  if (typeof promiseId !== 'string' && typeof promiseId !== 'number') return null;
  return { promiseId: String(promiseId), result: record.result, error: record.error };
}

export function createNativeBridge(deps: NativeBridgeDeps): NativeBridge {
  let counter = 0;
  const createId = deps.createId ?? (() => `native-${++counter}`);
  const waiting = new Map<string, Waiting>();
  const inApp = isMobileApp(deps.query);

  function send(make: (promiseId: string) => BridgeMessage): Promise<unknown> {
    if (!inApp) return Promise.reject(new Error(PLATFORM_NOT_IDENTIFIED));
    const post = deps.getPost();
    if (!post) {
      deps.logger.error(HANDLER_MISSING);
      return Promise.reject(new Error(HANDLER_MISSING));
    }
    const message = make(createId());
    return new Promise((resolve, reject) => {
      waiting.set(message.promiseId, { resolve, reject });
      try {
        post(message);
      } catch (error) {
        waiting.delete(message.promiseId);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  return {
    info: () => send((promiseId) => ({ promiseId, type: 'info' })),
    sendEvent: (name, body = null) => send((promiseId) => ({ promiseId, type: 'sendEvent', name, body })),
    dismiss: () => send((promiseId) => ({ promiseId, type: 'dismiss' })),
    receive(answer) {
      const read = readAnswer(answer);
      const entry = read && waiting.get(read.promiseId);
      if (!read || !entry) {
        deps.logger.warn(UNKNOWN_PROMISE_ID, answer);
        return;
      }
      waiting.delete(read.promiseId);
      if (read.error !== undefined && read.error !== null) entry.reject(new Error(typeof read.error === 'string' ? read.error : JSON.stringify(read.error)));
      else entry.resolve(read.result);
    },
    pending: () => waiting.size,
  };
}
