/**
 * The popup overlay's display record in the page's local storage: one entry,
 * `POPUP_OVERLAY_STORAGE_ENTRY`, holding the record as JSON under the spec's keys
 * (`version`, `submitted`, `date-closed`). The spec names the keys but not the entry;
 * the entry's name is our choice. Storage that is missing (blocked) reads as no record
 * and refuses writes, which the overlay treats as "may show again next time".
 */
import type { PopupOverlayStore } from '../../blocks/popupOverlay/popupOverlayStore';
import { STORAGE_ACCESS_MESSAGE } from '../../platform/storage/storageAccess';

export const POPUP_OVERLAY_STORAGE_ENTRY = 'popup-overlay-record';

/** The part of `Storage` the store uses. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function localPopupOverlayStore(storage: StorageLike | null): PopupOverlayStore {
  return {
    read: () => storage?.getItem(POPUP_OVERLAY_STORAGE_ENTRY) ?? null,
    write(record) {
      if (!storage) throw new Error('local storage is not available');
      storage.setItem(POPUP_OVERLAY_STORAGE_ENTRY, JSON.stringify(record));
    },
  };
}

/**
 * The window's local storage, or null when reading it throws (storage blocked by the browser):
 * then the spec's warning, 'Unable access local/session storage.' (002 §8), is logged.
 */
export function windowLocalStorage(win: Window | null): Storage | null {
  try {
    return win?.localStorage ?? null;
  } catch (error) {
    console.warn(STORAGE_ACCESS_MESSAGE, error);
    return null;
  }
}

/** Forgets this browser's display record (the overlay manager's Show again); false when storage refused. */
export function forgetPopupOverlayRecord(storage: Pick<Storage, 'removeItem'> | null): boolean {
  try {
    storage?.removeItem(POPUP_OVERLAY_STORAGE_ENTRY);
    return storage !== null;
  } catch {
    return false;
  }
}
