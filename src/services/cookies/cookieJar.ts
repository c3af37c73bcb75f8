/**
 * Cookies as the services see them. `documentCookieJar` reads and writes
 * `document.cookie`; `memoryCookieJar` holds them in a map (stories, tests, and the
 * clock is injectable so expiry can be checked).
 */
export interface CookieOptions {
  /** Lifetime in seconds; absent means a session cookie. */
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path'>): void;
}

/** Splits a `document.cookie` string into name → decoded value (the first of duplicates wins). */
export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    const raw = part.slice(eq + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // A value that is not valid percent-encoding is kept as it was written.
    }
    cookies.set(name, value);
  }
  return cookies;
}

/**
 * A value as a cookie may carry it: the characters RFC 6265 allows in a cookie value
 * are written as they are (so `ss_cvr` keeps its pipes for the server to read), the rest
 * and `%` itself percent-encoded (read back by `parseCookieHeader`).
 */
export function encodeCookieValue(value: string): string {
  return value.replace(/[^\x21\x23-\x24\x26-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]+/g, (run) => encodeURIComponent(run));
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  let text = `${name}=${encodeCookieValue(value)}; path=${options.path ?? '/'}`;
  if (options.maxAgeSeconds !== undefined) text += `; max-age=${Math.round(options.maxAgeSeconds)}`;
  text += `; samesite=${options.sameSite ?? 'Lax'}`;
  if (options.secure) text += '; secure';
  return text;
}

export function documentCookieJar(doc: Pick<Document, 'cookie'>): CookieJar {
  return {
    get: (name) => parseCookieHeader(doc.cookie).get(name) ?? null,
    set: (name, value, options) => {
      doc.cookie = serializeCookie(name, value, options);
    },
    remove: (name, options) => {
      doc.cookie = serializeCookie(name, '', { path: options?.path, maxAgeSeconds: 0 });
    },
  };
}

interface StoredCookie {
  value: string;
  expiresAt: number | null;
}

/** @internal kept for stories and tests: cookies in a map, with a clock */
export function memoryCookieJar(
  initial: Record<string, string> = {},
  now: () => number = Date.now,
): CookieJar & {
  snapshot(): Record<string, string>;
} {
  const store = new Map<string, StoredCookie>(Object.entries(initial).map(([k, v]) => [k, { value: v, expiresAt: null }]));
  const live = (name: string) => {
    const cookie = store.get(name);
    if (cookie && cookie.expiresAt !== null && cookie.expiresAt <= now()) {
      store.delete(name);
      return undefined;
    }
    return cookie;
  };
  return {
    get: (name) => live(name)?.value ?? null,
    set: (name, value, options) => {
      const maxAge = options?.maxAgeSeconds;
      if (maxAge !== undefined && maxAge <= 0) store.delete(name);
      else store.set(name, { value, expiresAt: maxAge === undefined ? null : now() + maxAge * 1000 });
    },
    remove: (name) => {
      store.delete(name);
    },
    snapshot: () => {
      const out: Record<string, string> = {};
      for (const name of [...store.keys()]) {
        const cookie = live(name);
        if (cookie) out[name] = cookie.value;
      }
      return out;
    },
  };
}
