/**
 * The history a gallery's deep links write to: the browser's, or an in-memory one
 * (tests, and stories, which must not change the address of the Storybook frame).
 * Framework-free.
 */
export interface GalleryHistory {
  /** The current query string, '?…' or ''. */
  search(): string;
  push(url: string): void;
  replace(url: string): void;
  back(): void;
  /** Called after the visitor moves through history (Back, Forward). */
  onPop(listener: () => void): () => void;
}

export function browserHistory(win: Window = window): GalleryHistory {
  return {
    search: () => win.location.search,
    push: (url) => win.history.pushState(win.history.state, '', url),
    replace: (url) => win.history.replaceState(win.history.state, '', url),
    back: () => win.history.back(),
    onPop(listener) {
      win.addEventListener('popstate', listener);
      return () => win.removeEventListener('popstate', listener);
    },
  };
}

export interface MemoryHistory extends GalleryHistory {
  /** Every entry, oldest first, and which one is current. */
  entries(): string[];
  index(): number;
  forward(): void;
  /** Called after every change of the current address. */
  onChange(listener: () => void): () => void;
}

/**
 * A history held in memory; back and forward notify asynchronously, as browsers do.
 * @internal kept for stories and tests: pages use the browser's history
 */
export function memoryHistory(initialUrl = '/'): MemoryHistory {
  let entries = [initialUrl];
  let index = 0;
  const listeners = new Set<() => void>();
  const changeListeners = new Set<() => void>();
  const changed = () => changeListeners.forEach((listener) => listener());
  const notify = () => queueMicrotask(() => listeners.forEach((listener) => listener()));
  const go = (by: number) => {
    const next = index + by;
    if (next < 0 || next >= entries.length) return;
    index = next;
    changed();
    notify();
  };
  return {
    search: () => {
      const url = entries[index]!;
      const at = url.indexOf('?');
      return at < 0 ? '' : url.slice(at).split('#')[0]!;
    },
    push(url) {
      entries = [...entries.slice(0, index + 1), url];
      index = entries.length - 1;
      changed();
    },
    replace(url) {
      entries = entries.map((entry, i) => (i === index ? url : entry));
      changed();
    },
    back: () => go(-1),
    forward: () => go(1),
    onPop(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    entries: () => [...entries],
    index: () => index,
  };
}
