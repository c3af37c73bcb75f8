/**
 * Fetching the lightbox's code (a chunk of its own) before the visitor clicks: when they
 * show intent (pointer over or focus in a gallery with a lightbox) or once the page has
 * loaded and the browser is idle. The click then finds the code there and opens at once
 * (and its styles already in the page: GalleryLightbox renders LightboxStyles on arrival).
 */

/** A module fetched at most once at a time, known synchronously once it has arrived; a failed fetch may be retried. */
export interface ModuleOnDemand<M> {
  /** Starts the fetch (or joins the one under way); resolves with the module. */
  load(): Promise<M>;
  /** The module, if it has arrived; else null. */
  loaded(): M | null;
  /** Resolves when the module arrives, fetched by whoever asked first; starts no fetch itself. */
  arrival(): Promise<M>;
}

export function moduleOnDemand<M>(fetchModule: () => Promise<M>): ModuleOnDemand<M> {
  let module: M | null = null;
  let pending: Promise<M> | null = null;
  let announce: (arrived: M) => void = () => {};
  const arrival = new Promise<M>((resolve) => (announce = resolve));
  return {
    load() {
      if (module) return Promise.resolve(module);
      pending ??= fetchModule().then(
        (arrived) => {
          announce(arrived);
          return (module = arrived);
        },
        (error: unknown) => {
          pending = null; // a later intent tries again
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
    arrival: () => arrival,
  };
}

export const lightboxChunk = moduleOnDemand(() => import('./Lightbox'));

/** Fetches the lightbox's code ahead of a click; a failure is left for the click to meet. */
export function prefetchLightbox(): void {
  lightboxChunk.load().catch(() => {});
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** How long to wait where the browser has no idle callback, once the page has loaded. */
const IDLE_FALLBACK_MS = 1500;

/**
 * Prefetches the lightbox once the page has loaded and the browser is idle; not when the
 * visitor asked to save data (intent still fetches it). Returns a cancel function.
 */
export function prefetchLightboxWhenIdle(win: IdleWindow = window): () => void {
  const connection = (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData || lightboxChunk.loaded()) return () => {};
  let idle: number | null = null;
  let timer: number | null = null;
  const whenIdle = () => {
    if (win.requestIdleCallback) idle = win.requestIdleCallback(prefetchLightbox);
    else timer = win.setTimeout(prefetchLightbox, IDLE_FALLBACK_MS);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
  return () => {
    win.removeEventListener('load', whenIdle);
    if (idle !== null) win.cancelIdleCallback?.(idle);
    if (timer !== null) win.clearTimeout(timer);
  };
}
