/*
 * Injected into the Storybook preview (iframe.html) by both farms before any of its
 * scripts run. It makes the page deterministic and drives Storybook through its
 * channel, so one loaded page renders story after story without reloading.
 */
(() => {
  // Math.random is seeded by the preview itself, anew with every story (.storybook/storyClock.js).

  // Storybook's element highlighting (for the UI's panels) installs only when this is
  // unset. Installed, it watches the story root for DOM changes and on each one reads the
  // computed style of every element in the page: about a third of the preview's own work
  // per story in the farms, where no panel shows a highlight.
  window.__STORYBOOK_HIGHLIGHT_INITIALIZED = true;

  const FREEZE_CSS = `
    *, *::before, *::after {
      animation-duration: 0s !important; animation-delay: 0s !important;
      transition-duration: 0s !important; transition-delay: 0s !important;
      caret-color: transparent !important; scroll-behavior: auto !important;
    }`;

  const ERROR_EVENTS = ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing'];

  /** The preview's channel; `ready()` waits for it before anything else uses it. */
  function channel() {
    const ch = window.__STORYBOOK_ADDONS_CHANNEL__;
    if (!ch) throw new Error('The Storybook channel is not there: call ready() first');
    return ch;
  }

  function describe(payload) {
    if (!payload) return 'unknown error';
    if (typeof payload === 'string') return payload;
    if (payload.message) return `${payload.name ?? 'Error'}: ${payload.message}`;
    if (payload.title || payload.description) return `${payload.title ?? ''} ${payload.description ?? ''}`.trim();
    return JSON.stringify(payload);
  }

  function once(event, predicate, timeout) {
    return new Promise((resolve, reject) => {
      const ch = channel();
      const timer = setTimeout(() => {
        ch.off(event, handler);
        reject(new Error(`Timed out after ${timeout} ms waiting for ${event}`));
      }, timeout);
      function handler(payload) {
        if (predicate && !predicate(payload)) return;
        clearTimeout(timer);
        ch.off(event, handler);
        resolve(payload);
      }
      ch.on(event, handler);
    });
  }

  /** Resolves when storyId has finished (play and afterEach included); rejects on any story error. */
  function storyOutcome(storyId, timeout) {
    return new Promise((resolve, reject) => {
      const ch = channel();
      const handlers = [];
      const done = (fn, value) => {
        clearTimeout(timer);
        for (const [event, handler] of handlers) ch.off(event, handler);
        fn(value);
      };
      const timer = setTimeout(() => done(reject, new Error(`Story ${storyId} did not finish rendering within ${timeout} ms`)), timeout);
      const on = (event, handler) => {
        handlers.push([event, handler]);
        ch.on(event, handler);
      };
      // storyFinished comes after play and afterEach hooks; starting the next story
      // before it would make Storybook reload the page.
      on('storyFinished', (payload) => {
        if (payload?.storyId !== storyId) return;
        if (payload.status === 'error') {
          const failed = (payload.reporters ?? []).filter((r) => r.status === 'failed').map((r) => r.type);
          done(reject, new Error(`Story ${storyId} finished with errors${failed.length ? ` (${failed.join(', ')})` : ''}`));
        } else done(resolve);
      });
      for (const event of ERROR_EVENTS) on(event, (payload) => done(reject, new Error(`${event}: ${describe(payload)}`)));
    });
  }

  function frames(n) {
    return new Promise((/** @type {(value?: undefined) => void} */ resolve) => {
      const step = (left) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
      step(n);
    });
  }

  /**
   * Waits until nothing inside `root` carries data-loading for three checks in a row,
   * two frames apart, so a marker added by a late update is still waited for. A root
   * with no image and no marker returns after one frame.
   */
  async function quiet(root, timeout) {
    await frames(1);
    // Nothing that loads (no image, no marker): nothing to wait for.
    if (!root.querySelector('img, [data-loading]') && !loadingInPortals()) return;
    const start = Date.now();
    let calm = 0;
    while (calm < 3) {
      await frames(2);
      if (root.querySelector('[data-loading]') || loadingInPortals()) calm = 0;
      else calm += 1;
      if (Date.now() - start > timeout) throw new Error('Timed out waiting for [data-loading] to clear');
    }
  }

  /** Overlays render into portal hosts outside the story root; they load too. */
  function loadingInPortals() {
    return !!document.querySelector('[data-portal] [data-loading]');
  }

  /**
   * Resolves once the page's intersection observers have been told about the current scroll
   * position: the browser notifies every observer of a document in one task, in the order
   * they were made, so a new observer's first callback comes after the story's own (a lazy
   * tile learning it is near, before it marks itself data-loading).
   */
  function intersectionsDelivered(element) {
    return new Promise((resolve) => {
      const observer = new IntersectionObserver(() => {
        observer.disconnect();
        resolve(undefined);
      });
      observer.observe(element);
      // at most 1 s: what is still loading is then quiet()'s to wait for
      setTimeout(() => {
        observer.disconnect();
        resolve(undefined);
      }, 1000);
    });
  }

  function loaded(img) {
    if (img.complete) return Promise.resolve();
    return new Promise((resolve) => {
      img.addEventListener('load', resolve, { once: true });
      img.addEventListener('error', resolve, { once: true });
    });
  }

  /**
   * The root's box in page coordinates, the document's size (the largest of the body's
   * and the document element's scroll, offset and client sizes, as Playwright measures
   * a full page) and the scroll offset.
   */
  function measure(root) {
    const rect = root.getBoundingClientRect();
    const body = document.body;
    const html = document.documentElement;
    return {
      box: { x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height },
      page: {
        width: Math.max(body.scrollWidth, html.scrollWidth, body.offsetWidth, html.offsetWidth, body.clientWidth, html.clientWidth),
        height: Math.max(body.scrollHeight, html.scrollHeight, body.offsetHeight, html.offsetHeight, body.clientHeight, html.clientHeight),
      },
      scroll: { x: window.visualViewport?.pageLeft ?? window.scrollX, y: window.visualViewport?.pageTop ?? window.scrollY },
    };
  }

  let currentStoryId = null;
  let currentGlobals = null;

  window.__FARM__ = {
    async ready(timeout = 30000) {
      const start = Date.now();
      while (!(window.__STORYBOOK_ADDONS_CHANNEL__ && window.__STORYBOOK_PREVIEW__?.storyStoreValue)) {
        if (Date.now() - start > timeout) throw new Error('The Storybook preview did not start');
        await new Promise((r) => setTimeout(r, 20));
      }
      // Load every face the stories ship up front: a face first used late would
      // otherwise swap in after a capture.
      await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
      const style = document.createElement('style');
      style.setAttribute('data-farm', 'freeze');
      style.textContent = FREEZE_CSS;
      document.head.appendChild(style);
    },

    /**
     * Keeps the channel's events in the page. A preview opened on its own (no Storybook UI
     * around it) has no window to post them to, yet its transport still serializes every
     * event (telejson, the story's parameters and args included) and keeps it in a buffer
     * for a window that never comes: about a tenth of a story's render in the visual farm,
     * and a buffer growing with every story. Listeners in the page hear every event as before.
     */
    detachTransports() {
      channel().transports = [];
    },

    /** Every story with the parameters the farms read. */
    async stories() {
      const preview = window.__STORYBOOK_PREVIEW__;
      if (!preview) throw new Error('The Storybook preview did not start: call ready() first');
      const all = await preview.extract();
      return Object.values(all).map((s) => ({
        id: s.id,
        title: s.title,
        name: s.name,
        chromaticModes: s.parameters?.chromatic?.modes ?? null,
        chromaticDisabled: !!s.parameters?.chromatic?.disableSnapshot,
        visual: s.parameters?.visual ?? {},
        a11y: { optOuts: s.parameters?.a11y?.optOuts ?? [], rules: s.parameters?.a11y?.config?.rules ?? [] },
      }));
    },

    /**
     * Tells the driver which story someone else (the test runner) rendered; the
     * globals are then unknown and set again on the next render.
     */
    adopt(storyId) {
      currentStoryId = storyId;
      currentGlobals = null;
    },

    /** Renders a story with the given globals and waits for it, play function included. */
    async render(storyId, globals, timeout = 15000) {
      const ch = channel();
      const globalsKey = JSON.stringify(globals);
      if (globalsKey !== currentGlobals) {
        const rerendered = currentStoryId ? once('storyFinished', (p) => p?.storyId === currentStoryId, 3000).catch(() => undefined) : Promise.resolve();
        const updated = once('globalsUpdated', null, 5000);
        ch.emit('updateGlobals', { globals });
        await updated;
        await rerendered;
        currentGlobals = globalsKey;
      }
      const outcome = storyOutcome(storyId, timeout);
      if (storyId === currentStoryId) ch.emit('forceRemount', { storyId });
      else ch.emit('setCurrentStory', { storyId, viewMode: 'story' });
      currentStoryId = storyId;
      await outcome;
    },

    /**
     * Waits for fonts, decoded images and an optional selector, then a frame (one more
     * after the images and animations, if any); returns what measure() does.
     */
    async settle(rootSelector, waitFor, timeout = 10000) {
      await document.fonts.ready;
      const root = document.querySelector(rootSelector);
      if (!root) throw new Error(`No ${rootSelector} in the preview`);
      if (waitFor) {
        const start = Date.now();
        for (;;) {
          const el = root.querySelector(waitFor);
          if (el && el.getClientRects().length > 0) break;
          if (Date.now() - start > timeout) throw new Error(`Timed out waiting for ${waitFor}`);
          await new Promise((r) => setTimeout(r, 25));
        }
      }
      // Lazy content loads near the viewport: pass through a tall story once,
      // letting what comes near at each step finish loading before moving on.
      if (root.getBoundingClientRect().bottom > window.innerHeight) {
        const end = document.documentElement.scrollHeight;
        for (let y = window.innerHeight; y < end; y += window.innerHeight) {
          window.scrollTo(0, y);
          await intersectionsDelivered(root);
          await quiet(root, timeout);
        }
        window.scrollTo(0, 0);
      }
      // The library marks whatever is still loading with data-loading.
      await quiet(root, timeout);
      // the story's images and an overlay's, which render into a portal host outside the root
      const images = [...root.querySelectorAll('img'), .../** @type {NodeListOf<HTMLImageElement>} */ (document.querySelectorAll('[data-portal] img'))];
      await Promise.all(
        images.map((img) =>
          loaded(img)
            .then(() => (img.naturalWidth > 0 ? img.decode() : undefined))
            .catch(() => undefined),
        ),
      );
      await document.fonts.ready;
      // Web Animations (element.animate) are not covered by the freeze styles: finish them.
      const animations = document.getAnimations();
      for (const animation of animations) {
        if (animation.effect?.getTiming().iterations !== Infinity) animation.finish();
        else animation.pause();
      }
      // A frame for what the waits above let happen. A story with no image and no animation
      // had its frame in quiet(), and the screenshot draws one more of its own.
      if (images.length > 0 || animations.length > 0) await new Promise((r) => requestAnimationFrame(r));
      return measure(root);
    },
  };
})();
