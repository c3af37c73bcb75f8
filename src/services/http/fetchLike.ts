/**
 * The transport every service is given instead of reaching for the global `fetch`:
 * the page passes `window.fetch`, stories pass one answered by request handlers,
 * unit tests pass a fake. Only the parts of the Fetch API the services use.
 */
export interface FetchResponseLike {
  readonly status: number;
  readonly statusText: string;
  readonly ok: boolean;
  text(): Promise<string>;
}

export interface FetchInitLike {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  credentials?: 'omit' | 'same-origin' | 'include';
  signal?: AbortSignal;
  keepalive?: boolean;
}

export type FetchLike = (url: string, init?: FetchInitLike) => Promise<FetchResponseLike>;

/** `navigator.sendBeacon`, or absent where the page has none. */
export type SendBeacon = (url: string, body: string | Blob) => boolean;
