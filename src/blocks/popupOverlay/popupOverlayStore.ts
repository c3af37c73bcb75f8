/**
 * Where the popup overlay's display record lives: the caller's store (local storage on
 * a page, memory in stories and tests). The record's fields are the spec's storage keys;
 * the name of the storage entry is the store's business. No React, no DOM.
 */
import type { PopupOverlayStorageKey } from '../../platform';

/** The record as stored, under the spec's keys `version`, `submitted`, `date-closed`. */
export type StoredPopupOverlayRecord = Record<PopupOverlayStorageKey, number | boolean | null>;

export interface PopupOverlayStore {
  /** The stored record: an object, its JSON text, or null / undefined when there is none. */
  read(): unknown;
  write(record: StoredPopupOverlayRecord): void;
}

/** A store that reads and writes may fail (storage off, quota): a failed read is "no record". */
export function readStoredRecord(store: PopupOverlayStore): unknown {
  try {
    return store.read();
  } catch {
    return null;
  }
}

/** Writes the record; false when the store refused it (the overlay may then show again next time). */
export function writeStoredRecord(store: PopupOverlayStore, record: StoredPopupOverlayRecord): boolean {
  try {
    store.write(record);
    return true;
  } catch {
    return false;
  }
}

export interface MemoryPopupOverlayStore extends PopupOverlayStore {
  /** What was last written (or the initial value). */
  readonly current: unknown;
}

/** A store in memory, for stories and tests; it holds JSON text, as local storage would. @internal kept for stories and tests */
export function memoryPopupOverlayStore(initial: StoredPopupOverlayRecord | null = null): MemoryPopupOverlayStore {
  let text: string | null = initial === null ? null : JSON.stringify(initial);
  return {
    get current() {
      return text === null ? null : (JSON.parse(text) as unknown);
    },
    read: () => text,
    write(record) {
      text = JSON.stringify(record);
    },
  };
}
