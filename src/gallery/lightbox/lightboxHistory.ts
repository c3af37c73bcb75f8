/**
 * The lightbox's deep links over a GalleryHistory: the slide the address names on
 * load, one entry pushed on open and replaced on every change, and Back (a pop the
 * lightbox did not cause) closing the lightbox; Forward to an entry with an itemId
 * opens it again. Framework-free; the rules are in deepLink.rules.
 */
import type { GalleryHistory } from './galleryHistory';
import { historyFor, slideFromAddress, type DeepLinkSlide, type HistoryOperation } from './deepLink.rules';

export interface LightboxHistoryOptions {
  history: GalleryHistory;
  collectionUrl: string;
  /** Deep links are written only with history enabled (default), never inside the site editor. */
  historyEnabled?: boolean;
  inSiteEditor?: boolean;
}

export interface LightboxHistory {
  /** The slide the address selects on load, or null. */
  initial(): number | null;
  open(index: number): void;
  change(index: number): void;
  close(): void;
  /** Follows Back and Forward: `show` gets the slide to show, or null to close. */
  follow(show: (index: number | null) => void): () => void;
}

export function createLightboxHistory(options: LightboxHistoryOptions, slides: readonly DeepLinkSlide[]): LightboxHistory {
  const { history, collectionUrl, historyEnabled = true, inSiteEditor = false } = options;
  const active = historyEnabled && !inSiteEditor;
  /** null while closed; whether our push is the entry the lightbox stands on. */
  let openedByUs: boolean | null = null;
  let ownPops = 0;
  const context = () => ({ historyEnabled, inSiteEditor, collectionUrl, search: history.search() });
  const apply = (operation: HistoryOperation) => {
    if (operation.kind === 'push') history.push(operation.url);
    else if (operation.kind === 'replace') history.replace(operation.url);
    else if (operation.kind === 'back') {
      ownPops += 1;
      history.back();
    }
  };
  const slide = (index: number) => slides[index] ?? { id: null, url: null };

  return {
    initial() {
      if (!active) return null;
      const index = slideFromAddress(history.search(), slides);
      if (index !== null) openedByUs = false;
      return index;
    },
    open(index) {
      if (openedByUs !== null) return this.change(index);
      const operation = historyFor({ type: 'open', slide: slide(index) }, context());
      openedByUs = operation.kind === 'push';
      apply(operation);
    },
    change(index) {
      if (openedByUs === null) return;
      apply(historyFor({ type: 'change', slide: slide(index) }, context()));
    },
    close() {
      if (openedByUs === null) return;
      const operation = historyFor({ type: 'close', openedByUs }, context());
      openedByUs = null;
      apply(operation);
    },
    follow(show) {
      if (!active) return () => undefined;
      return history.onPop(() => {
        if (ownPops > 0) {
          ownPops -= 1;
          return;
        }
        const index = slideFromAddress(history.search(), slides);
        // the entry before ours has no itemId: Back closed the lightbox; Forward reopens it
        openedByUs = index === null ? null : true;
        show(index);
      });
    },
  };
}
