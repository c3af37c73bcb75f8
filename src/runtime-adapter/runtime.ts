/**
 * The runtime's lifecycle: started once per page (an initialized flag; a second start
 * is a no-op), refreshed after the page changes without a reload (new blocks mounted,
 * vanished ones unmounted, nothing bound twice), destroyed (everything unmounted,
 * listeners and marks removed, the flag reset). No React: mount chunks bring it.
 *
 * Start-up is what a page's first frame needs: the root's flags, the error listeners, the blocks found and their
 * boxes kept, their chunks on their way. The page's own start (the whole site context, the page services, the
 * editor redirect, the page view, the page-level views: `page/pageStart.ts`) loads meanwhile with the page chrome;
 * the blocks' mounts wait for it, as their mount context is made of its services.
 */
import { createMounter, type Log, type Mounter } from './mounter';
import type { MountJob, MountKind, MountPropsByKind, MountRegistry } from './mountTypes';
import { showWaitingImages } from './page/waitingImages';
import type { PageEnvironment } from './page/pageEnvironment';
import type { PageFlags } from './page/pageFlags.rules';
import type { PageStart } from './page/pageStart';
import { listenForErrors, markRoot } from './page/startUpEffects';
import { BOUND_ATTRIBUTE, findOnPage, pageViewContext, type ScanOptions } from './scan/findOnPage';
import type { AnimatedBlocksWatch } from './page/animatedBlocks';
import { lazyAnimatedBlocks } from './page/animatedBlocksLoader';
import { holdFarSlides } from './page/farSlides';

export interface RuntimeOptions {
  env: PageEnvironment;
  flags: PageFlags;
  /** What the start-up scan reads from the site context (`scan/scanOptions.ts`). */
  scan: ScanOptions;
  /** The page's own start (`page/pageStart.ts`), loaded as the runtime starts; on visitors' pages it comes with the page chrome. */
  page: () => Promise<PageStart>;
  /** Kind → chunk loader; the real registry unless a test passes its own. */
  registry: MountRegistry;
  /** Where problems go at once: console.error by default. Each goes to the page's trace too, once the page has started. */
  log?: Log;
  /**
   * The release of a far-slides hold (`page/farSlides.ts`) the caller took before the page's first style; the runtime
   * releases it as its own. Without one, the runtime takes the hold itself.
   */
  farSlidesHeld?: () => void;
}

/** The mount context of blocks on a page whose own start could not load: each is left as the server rendered it. */
export const NO_PAGE_SERVICES = 'The page services did not load: the block stays as the server rendered it';

/** Marks the elements the runtime adds to the page for page-level mounts (cookie banner, notice). */
export const HOST_ATTRIBUTE = 'data-runtime-host';

interface RuntimeState {
  options: RuntimeOptions;
  mounter: Mounter;
  log: Log;
  /** Removes what start-up put on the page (the root's flags, the error listeners). */
  cleanup: () => void;
  /** The page's own start once it has loaded (disposed on destroy). */
  page: PageStart | null;
  hosts: HTMLElement[];
  ready: Promise<void>;
  /** The animated blocks' watch (their animation-loaded state). */
  animations: AnimatedBlocksWatch;
  /** Renders the galleries' far slides again (`page/farSlides.ts`): once the start's mount pass has settled, or on destroy. */
  releaseFarSlides: () => void;
}

let state: RuntimeState | null = null;

const consoleLog: Log = (message, error) => (error === undefined ? console.error(message) : console.error(message, error));

function pageHost(document: Document, kind: string): HTMLElement {
  const host = document.createElement('div');
  host.setAttribute(HOST_ATTRIBUTE, kind);
  document.body.appendChild(host);
  return host;
}

function scanAndMount(current: RuntimeState): Promise<void> {
  try {
    current.mounter.unmountVanished();
    const document = current.options.env.document;
    const options = current.options.scan;
    const { jobs, messages, scans, pending } = findOnPage(document, options);
    for (const message of messages) current.log(message);
    current.animations.scan();
    // images no view stands in for load now (not those a chunk is still to read); those of blocks a chunk then leaves as rendered, once it has
    showWaitingImages(document, pending);
    // the kinds whose chunk reads the page: their scanner comes with their mount
    const mounted = Promise.all([current.mounter.mount(jobs), current.mounter.scan(scans, document, pageViewContext(options))]);
    return mounted.then(() => void showWaitingImages(document));
  } catch (error) {
    // a pass that fails is logged; the next refresh tries again
    current.log('Scanning the page for blocks failed', error);
    return Promise.resolve();
  }
}

/** The page's own start: mounts its page-level views, or, when the page is going to the editor, nothing at all. */
function pageStarted(current: RuntimeState, page: PageStart): Promise<void> {
  if (page.redirecting) {
    // the blocks found at start-up are not mounted: their mounts, waiting for the page services, are dropped
    current.mounter.unmountAll();
    return Promise.resolve();
  }
  const jobs = page.jobs.map((job) => {
    const element = pageHost(current.options.env.document, job.kind);
    current.hosts.push(element);
    return { ...job, element } as MountJob;
  });
  return Promise.all([current.mounter.mount(jobs), page.listening]).then(() => undefined);
}

/**
 * Starts the runtime on a page. Resolves when the blocks found at start are mounted.
 * A second call while started does nothing and returns the first start's promise.
 */
export function startRuntime(options: RuntimeOptions): Promise<void> {
  if (state) {
    options.farSlidesHeld?.();
    return state.ready;
  }
  const given = options.log ?? consoleLog;
  const { env, flags } = options;
  // the page's own start: null once destroyed, or when it could not load (logged; the blocks then stay as rendered)
  const page: Promise<PageStart | null> = Promise.resolve()
    .then(() => options.page())
    .then(
      (started) => {
        if (state !== current) {
          started.dispose();
          return null;
        }
        current.page = started;
        return started;
      },
      (error: unknown) => {
        given('Loading the page services failed', error);
        return null;
      },
    );
  const log: Log = (message, error) => {
    if (error === undefined) given(message);
    else given(message, error);
    void page.then((started) => started?.traceProblem(message, error));
  };
  const mounter = createMounter(
    options.registry,
    () =>
      page.then((started) => {
        if (!started) throw new Error(NO_PAGE_SERVICES);
        return started.mountServices().then((services) => ({ noMotion: flags.noMotion, mobileApp: flags.mobileApp, services }));
      }),
    log,
  );
  // before the page's first style: the runtime's script blocks rendering until it has run
  const unmark = markRoot(env.document.documentElement, flags);
  const unlisten = listenForErrors(env.target, (error, details) => void page.then((started) => started?.reportError(error, details)), log);
  const current: RuntimeState = {
    options,
    mounter,
    log,
    cleanup: () => {
      unlisten();
      unmark();
    },
    page: null,
    hosts: [],
    ready: Promise.resolve(),
    animations: lazyAnimatedBlocks(env.document),
    releaseFarSlides: options.farSlidesHeld ?? holdFarSlides(env.document),
  };
  state = current;
  // first: a page going to the editor drops the block mounts before their mount context arrives
  const pageDone = page.then((started) => (started && state === current ? pageStarted(current, started) : undefined));
  current.ready = Promise.all([scanAndMount(current), pageDone]).then(() => undefined);
  current.ready.then(current.releaseFarSlides, current.releaseFarSlides);
  return current.ready;
}

/**
 * After the page changed without a reload: unmounts blocks whose elements are gone and
 * mounts blocks not bound yet. Idempotent; does nothing when the runtime is not started.
 */
export function refreshRuntime(): Promise<void> {
  if (!state) return Promise.resolve();
  const current = state;
  const done = current.ready.then(() => (state === current ? scanAndMount(current) : undefined));
  current.ready = done;
  return done;
}

/** Unmounts everything, removes listeners, marks and added elements, and resets the initialized flag. */
export function destroyRuntime(): void {
  if (!state) return;
  const current = state;
  state = null;
  current.mounter.unmountAll();
  current.releaseFarSlides();
  current.cleanup();
  current.page?.dispose();
  current.animations.stop();
  for (const host of current.hosts) host.remove();
  for (const el of Array.from(current.options.env.document.querySelectorAll(`[${BOUND_ATTRIBUTE}]`))) el.removeAttribute(BOUND_ATTRIBUTE);
}

/**
 * Mounts a page-level view (the system error overlay) into a new host element at the
 * end of the body. Returns how to take it away again (host removed, view unmounted), or
 * null when the runtime is not started. The view is unmounted on destroy as well.
 */
export function mountOnPage<K extends MountKind>(kind: K, props: MountPropsByKind[K], label: string): (() => void) | null {
  if (!state) return null;
  const current = state;
  const host = pageHost(current.options.env.document, kind);
  current.hosts.push(host);
  const job = { kind, element: host, props, label } as MountJob;
  void current.mounter.mount([job]);
  return () => {
    host.remove();
    current.hosts = current.hosts.filter((h) => h !== host);
    current.mounter.unmountVanished();
  };
}

export function isRuntimeStarted(): boolean {
  return state !== null;
}
