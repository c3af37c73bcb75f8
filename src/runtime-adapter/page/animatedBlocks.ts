/**
 * Animated blocks on a published page: each animated element (see animatedBlocks.rules)
 * gets `data-animation-loaded` the first time at least half of it is in view (the spec's
 * default intersection ratio 0.5, over its observer thresholds), and is then no longer
 * observed; without IntersectionObserver, at once. The page's CSS animates from the mark.
 */
import { ANIMATION_LOADED_ATTRIBUTE } from '../../primitives/animatedBlock/animationLoaded';
import { inViewThresholds, isInView } from '../../primitives/inView/inView.rules';
import { classList } from '../parse/blockKind';
import { ANIMATED_SELECTOR, isAnimatedBlock } from './animatedBlocks.rules';

export interface AnimatedBlocksWatch {
  /** Watches animated elements not watched yet (a refresh after the page changed). */
  scan(): void;
  /** Stops watching and takes the marks away. */
  stop(): void;
}

const WRAPPERS = '.image-block-outer-wrapper, .sqs-gallery-container, .sqs-block';

function animated(element: Element): boolean {
  const wrapperClasses: string[] = [];
  for (let el = element.closest(WRAPPERS); el; el = el.parentElement?.closest(WRAPPERS) ?? null) wrapperClasses.push(...classList(el.getAttribute('class')));
  return isAnimatedBlock({ nearestAnimation: element.closest('[data-animation]')?.getAttribute('data-animation') ?? null, wrapperClasses });
}

/** `Observer`: the browser's IntersectionObserver; null where there is none (every animated element is loaded at once). */
export function watchAnimatedBlocks(
  document: Document,
  Observer: typeof IntersectionObserver | null = globalThis.IntersectionObserver ?? null,
): AnimatedBlocksWatch {
  const watched = new Set<Element>();
  const marked = new Set<Element>();
  const mark = (element: Element) => {
    element.setAttribute(ANIMATION_LOADED_ATTRIBUTE, '');
    marked.add(element);
  };
  const observer = Observer
    ? new Observer(
        (entries) => {
          for (const entry of entries) {
            if (!isInView(entry)) continue;
            mark(entry.target);
            observer?.unobserve(entry.target);
          }
        },
        { threshold: inViewThresholds() },
      )
    : null;
  const scan = () => {
    for (const element of Array.from(document.querySelectorAll(ANIMATED_SELECTOR))) {
      if (watched.has(element) || !animated(element)) continue;
      watched.add(element);
      if (observer) observer.observe(element);
      else mark(element);
    }
  };
  scan();
  return {
    scan,
    stop() {
      observer?.disconnect();
      for (const element of marked) element.removeAttribute(ANIMATION_LOADED_ATTRIBUTE);
      watched.clear();
      marked.clear();
    },
  };
}
