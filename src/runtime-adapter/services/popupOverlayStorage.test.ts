import { describe, expect, it, vi } from 'vitest';
import { POPUP_OVERLAY_STORAGE_ENTRY, localPopupOverlayStore, windowLocalStorage } from './popupOverlayStorage';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

describe('localPopupOverlayStore', () => {
  it('writes the record as JSON under one entry and reads it back', () => {
    const storage = memoryStorage();
    const store = localPopupOverlayStore(storage);
    expect(store.read()).toBeNull();
    store.write({ version: 2, submitted: true, 'date-closed': 1000 });
    expect(storage.items.get(POPUP_OVERLAY_STORAGE_ENTRY)).toBe('{"version":2,"submitted":true,"date-closed":1000}');
    expect(store.read()).toBe('{"version":2,"submitted":true,"date-closed":1000}');
  });

  it('without storage reads nothing and refuses writes', () => {
    const store = localPopupOverlayStore(null);
    expect(store.read()).toBeNull();
    expect(() => store.write({ version: 1, submitted: false, 'date-closed': 1 })).toThrow('local storage is not available');
  });

  it("storage that throws when touched counts as none, with the spec's warning", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const win = Object.defineProperty({}, 'localStorage', {
      get: () => {
        throw new Error('blocked');
      },
    }) as Window;
    expect(windowLocalStorage(win)).toBeNull();
    expect(warn).toHaveBeenCalledWith('Unable access local/session storage.', expect.any(Error));
    warn.mockRestore();
  });
});
