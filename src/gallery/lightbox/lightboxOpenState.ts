/**
 * Which slide a gallery's lightbox is open on, held outside the gallery's own state: opening
 * or closing the lightbox renders the lightbox only, not every slide of the gallery.
 */
export type LightboxOpening = { index: number; opener: HTMLElement | null } | null;

export interface LightboxOpenState {
  get: () => LightboxOpening;
  set: (opening: LightboxOpening) => void;
  subscribe: (listener: () => void) => () => void;
}

export function lightboxOpenState(): LightboxOpenState {
  let opening: LightboxOpening = null;
  const listeners = new Set<() => void>();
  return {
    get: () => opening,
    set: (next) => {
      opening = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
