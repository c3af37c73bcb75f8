/**
 * The runtime's lifecycle: started once per page (an initialized flag; a second start
 * is a no-op), refreshed after the page changes without a reload (new blocks mounted,
 * vanished ones unmounted, nothing bound twice), destroyed (everything unmounted,
 * listeners and marks removed, the flag reset). No React: mount chunks bring it.
 */
import { createMounter, type Log, type Mounter } from './mounter';
import type { MountJob, MountKind, MountPropsByKind, MountRegistry, MountServices } from './mountTypes';
import { consentBannerFor } from './page/consentBanner.rules';
import { logoutNoticeFor } from './page/logoutNotice.rules';
import { overlayManagerFor } from './page/overlayManager.rules';
import { pageKindOf } from '../platform/pageKinds/pageKind.rules';
import { startPageBehaviour } from './page/pageBehaviour';
import { showWaitingImages } from './page/waitingImages';
import type { PageEnvironment } from './page/pageEnvironment';
import type { PageFlags } from './page/pageFlags.rules';
import type { PageServices } from './page/pageServices';
import type { SiteContext } from '../platform/siteContext/siteContext.types';
import { BOUND_ATTRIBUTE, findOnPage, pageViewContext } from './scan/findOnPage';
import type { AnimatedBlocksWatch } from './page/animatedBlocks';
import { lazyAnimatedBlocks } from './page/animatedBlocksLoader';
import { holdFarSlides } from './page/farSlides';

export interface RuntimeOptions {
  env: PageEnvironment;
  context: SiteContext;
  flags: PageFlags;
  services: PageServices;
  /** The services mounted blocks get in their mount context, or how to load them (with the first block). */
  mountServices: MountServices | (() => Promise<MountServices>);
  /** Kind → chunk loader; the real registry unless a test passes its own. */
  registry: MountRegistry;
  /** Where problems go; console.error by default. */
  log?: Log;
  /**
   * The release of a far-slides hold (`page/farSlides.ts`) the caller took before the page's first style; the runtime
   * releases it as its own. Without one, the runtime takes the hold itself.
   */
  farSlidesHeld?: () => void;
}

/** Marks the elements the runtime adds to the page for page-level mounts (cookie banner, notice). */
export const HOST_ATTRIBUTE = 'data-runtime-host';

interface RuntimeState {
  options: RuntimeOptions;
  mounter: Mounter;
  log: Log;
  cleanup: () => void;
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

function pageJobs(current: RuntimeState): MountJob[] {
  const { env, context, flags, services } = current.options;
  const jobs: MountJob[] = [];
  let banner: ReturnType<typeof consentBannerFor> = null;
  try {
    banner = consentBannerFor({
      context,
      cookies: services.cookies,
      screenshotMode: flags.screenshotMode,
      onAnswer: (answer) => {
        try {
          services.recordConsent(answer);
        } catch (error) {
          current.log('Storing the consent answer failed', error);
        }
      },
    });
  } catch (error) {
    current.log('Reading the consent cookie failed', error);
  }
  if (banner) {
    const host = pageHost(env.document, 'cookieBanner');
    current.hosts.push(host);
    jobs.push({ kind: 'cookieBanner', element: host, props: banner, label: 'cookie banner' });
  }
  const notice = logoutNoticeFor(flags);
  if (notice) {
    const host = pageHost(env.document, 'notice');
    current.hosts.push(host);
    jobs.push({ kind: 'notice', element: host, props: notice, label: 'logout notice' });
  }
  const manager = overlayManagerFor({ context, document: env.document, screenshotMode: flags.screenshotMode });
  if (manager) {
    const host = pageHost(env.document, 'overlayManager');
    current.hosts.push(host);
    jobs.push({ kind: 'overlayManager', element: host, props: manager, label: 'overlay manager' });
  }
  return jobs;
}

function scanAndMount(current: RuntimeState): Promise<void> {
  try {
    current.mounter.unmountVanished();
    const document = current.options.env.document;
    const options = {
      currency: current.options.context.websiteSettings.storeSettings.selectedCurrency,
      pageType: current.options.context.pageType,
      pageKind: pageKindOf(current.options.context),
      mapsRenderKey: current.options.context.mapsRenderKey,
      locale: current.options.context.websiteLocale ?? current.options.context.memberLocale,
      authenticatedAccountId: current.options.context.authenticatedAccountId,
      announcementBar: current.options.context.websiteSettings.announcementBar,
    };
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

/**
 * Starts the runtime on a page. Resolves when the blocks found at start are mounted.
 * A second call while started does nothing and returns the first start's promise.
 */
export function startRuntime(options: RuntimeOptions): Promise<void> {
  if (state) {
    options.farSlidesHeld?.();
    return state.ready;
  }
  const log = options.log ?? consoleLog;
  const { noMotion, mobileApp } = options.flags;
  const { mountServices } = options;
  const mounter = createMounter(
    options.registry,
    typeof mountServices === 'function'
      ? () => mountServices().then((services) => ({ noMotion, mobileApp, services }))
      : { noMotion, mobileApp, services: mountServices },
    log,
  );
  const { cleanup, redirecting, listening } = startPageBehaviour({
    env: options.env,
    context: options.context,
    flags: options.flags,
    services: options.services,
    log,
  });
  const animations = lazyAnimatedBlocks(options.env.document);
  const current: RuntimeState = { options, mounter, log, cleanup, hosts: [], ready: Promise.resolve(), animations, releaseFarSlides: () => {} };
  state = current;
  if (redirecting) options.farSlidesHeld?.();
  else {
    // before the page's first style: the runtime's script blocks rendering until it has run
    current.releaseFarSlides = options.farSlidesHeld ?? holdFarSlides(options.env.document);
    current.ready = Promise.all([mounter.mount(pageJobs(current)), scanAndMount(current), listening]).then(() => undefined);
    current.ready.then(current.releaseFarSlides, current.releaseFarSlides);
  }
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
