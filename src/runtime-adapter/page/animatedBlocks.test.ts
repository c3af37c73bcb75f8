// @vitest-environment happy-dom
/**
 * Animated blocks on published markup: which elements are animated, and the
 * animation-loaded mark once at least half of one is in view (a stand-in observer reports
 * what the browser's would).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { isAnimatedBlock } from './animatedBlocks.rules';
import { watchAnimatedBlocks } from './animatedBlocks';

describe('which published elements are animated blocks', () => {
  it('an element with data-animation-role, unless its section, gallery or block turns animation off', () => {
    expect(isAnimatedBlock({ nearestAnimation: null, wrapperClasses: [] })).toBe(true);
    expect(isAnimatedBlock({ nearestAnimation: 'site-default', wrapperClasses: ['individual-animation-site-default'] })).toBe(true);
    expect(isAnimatedBlock({ nearestAnimation: 'None', wrapperClasses: [] })).toBe(false);
    expect(isAnimatedBlock({ nearestAnimation: null, wrapperClasses: ['image-block-outer-wrapper', 'individual-animation-none'] })).toBe(false);
    expect(isAnimatedBlock({ nearestAnimation: null, wrapperClasses: ['sqs-gallery-container', 'block-animation-none'] })).toBe(false);
  });
});

/** An IntersectionObserver stand-in: the test says what is in view. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Set<Element>; threshold: number[] }[] = [];
  class Observer {
    private readonly record;
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      this.record = { callback, targets: new Set<Element>(), threshold: [options.threshold ?? 0].flat() };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.add(target);
    }
    unobserve(target: Element) {
      this.record.targets.delete(target);
    }
    disconnect() {
      this.record.targets.clear();
    }
  }
  const show = (target: Element, ratio: number) => {
    for (const o of observers) {
      if (!o.targets.has(target)) continue;
      o.callback([{ target, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  };
  return { Observer: Observer as unknown as typeof IntersectionObserver, show, observers };
}

beforeEach(() => {
  // a 7.1 button block and a fluid image block (site default animation), an image block with animation off, a gallery section item
  document.body.innerHTML = `
    <div class="sqs-block button-block sqs-block-button" id="block-b"><div class="sqs-block-content">
      <div class="sqs-block-button-container sqs-block-button-container--center" data-animation-role="button"><a class="sqs-block-button-element" href="/visit">Visit</a></div></div></div>
    <div class="sqs-block image-block sqs-block-image" id="block-i"><div class="sqs-block-content">
      <div class="fluid-image-component-root image-block-outer-wrapper design-layout-fluid combination-animation-site-default individual-animation-site-default"><div data-animation-role="image" id="fluid"></div></div></div></div>
    <div class="sqs-block image-block sqs-block-image" id="block-n"><div class="sqs-block-content">
      <figure class="image-block-outer-wrapper image-block-v2 combination-animation-none individual-animation-none"><div class="image-inset" data-animation-role="image" id="off"></div></figure></div></div>
    <section data-animation="none"><div class="gallery-grid" data-animation="site-default"><figure><div data-animation-role="image" id="item"></div></figure></div></section>`;
});

describe('the animation-loaded state on a published page', () => {
  it('is set the first time at least half of an animated element is in view, not before, and never on one with animation off', () => {
    const { Observer, show, observers } = fakeObserver();
    const watch = watchAnimatedBlocks(document, Observer);
    const button = document.querySelector('#block-b [data-animation-role]')!;
    // watched at the spec's thresholds with its default ratio, 0.5
    expect(observers[0]!.threshold).toEqual([0, 0.1, 0.25, 0.5, 1]);
    expect([...observers[0]!.targets].map((t) => t.id || t.closest('[id]')?.id)).toEqual(['block-b', 'fluid', 'item']);
    show(button, 0.25);
    expect(button.hasAttribute('data-animation-loaded')).toBe(false);
    show(button, 0.5);
    expect(button.hasAttribute('data-animation-loaded')).toBe(true);
    // no longer observed once loaded
    expect(observers[0]!.targets.has(button)).toBe(false);
    show(document.getElementById('off')!, 1);
    expect(document.getElementById('off')!.hasAttribute('data-animation-loaded')).toBe(false);
    watch.stop();
    expect(button.hasAttribute('data-animation-loaded')).toBe(false);
  });

  it('a refresh watches elements added since; without an observer every animated element is loaded at once', () => {
    const { Observer, observers } = fakeObserver();
    const watch = watchAnimatedBlocks(document, Observer);
    document.body.insertAdjacentHTML('beforeend', '<div data-animation-role="button" id="late"></div>');
    watch.scan();
    expect(observers[0]!.targets.has(document.getElementById('late')!)).toBe(true);
    watch.stop();
    watchAnimatedBlocks(document, null);
    expect(Array.from(document.querySelectorAll('[data-animation-loaded]'), (el) => el.id || el.closest('[id]')?.id)).toEqual([
      'block-b',
      'fluid',
      'item',
      'late',
    ]);
  });
});
