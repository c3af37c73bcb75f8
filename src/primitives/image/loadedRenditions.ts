/**
 * The renditions of each image the page has already loaded (the URL the browser picked from
 * the srcset, and its width), keyed by the image's source. A view that shows the same image
 * larger (the lightbox) shows the loaded one at once, in the same box, until its own
 * arrives. Pure: a map with rules, no DOM.
 */
export interface LoadedRendition {
  url: string;
  /** Its natural width in px. */
  width: number;
}

const loaded = new Map<string, LoadedRendition>();

/** Notes that `url`, a rendition of `src` `width` px wide, has loaded; the widest one is kept. */
export function rememberLoadedRendition(src: string, url: string, width: number): void {
  if (!url || !(width > 0)) return;
  const known = loaded.get(src);
  if (!known || width > known.width) loaded.set(src, { url, width });
}

/** The widest rendition of `src` loaded so far, or null. */
export function loadedRenditionOf(src: string): LoadedRendition | null {
  return loaded.get(src) ?? null;
}

/** Forgets every rendition. @internal kept for tests */
export function forgetLoadedRenditions(): void {
  loaded.clear();
}
