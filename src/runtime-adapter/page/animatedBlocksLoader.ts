/**
 * The animated blocks' watch, loaded only on a page that has an element the platform
 * animates (its code is a chunk of its own, not start-up weight for every page).
 */
import type { AnimatedBlocksWatch } from './animatedBlocks';
import { ANIMATED_SELECTOR } from './animatedBlocks.rules';

export function lazyAnimatedBlocks(document: Document): AnimatedBlocksWatch {
  let watch: AnimatedBlocksWatch | null = null;
  let loading = false;
  let stopped = false;
  const load = () => {
    if (loading || document.querySelector(ANIMATED_SELECTOR) === null) return;
    loading = true;
    void import('./animatedBlocks').then(({ watchAnimatedBlocks }) => {
      if (!stopped) watch = watchAnimatedBlocks(document);
    });
  };
  load();
  return {
    scan: () => (watch ? watch.scan() : load()),
    stop: () => {
      stopped = true;
      watch?.stop();
    },
  };
}
