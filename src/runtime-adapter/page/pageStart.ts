/**
 * The page's start after start-up. The runtime's first frame finds the blocks, keeps their boxes and starts loading
 * their chunks; meanwhile this module comes with the page chrome (every page loads it). It reads the whole site
 * context, builds the page services, runs the page behaviour (the editor redirect, the visitor cookies, the page
 * view, the visitor's listeners) and answers the page-level views to mount (the consent banner, the logout notice,
 * the overlay manager). Mounted blocks wait for it anyway: their mount context is made of the page services.
 */
import type { MountKind, MountPropsByKind, MountServices } from '../mountTypes';
import type { BuiltPageServices } from '../createPageServices';
import { createPageServices } from '../createPageServices';
import { readSiteContext } from '../../platform/siteContext/readSiteContext';
import type { SiteContext } from '../../platform/siteContext/siteContext.types';
import type { MountOnPage } from '../services/systemErrorOverlay';
import { consentBannerFor } from './consentBanner.rules';
import { logoutNoticeFor } from './logoutNotice.rules';
import { overlayManagerFor } from './overlayManager.rules';
import { startPageBehaviour } from './pageBehaviour';
import type { PageEnvironment } from './pageEnvironment';
import type { PageFlags } from './pageFlags.rules';
import type { PageServices } from './pageServices';

/** A page-level view: the runtime mounts it into a host element of its own at the end of the body. */
export type PageJob = { [K in MountKind]: { kind: K; props: MountPropsByKind[K]; label: string } }[MountKind];

export interface PageStart {
  /** The page is going to the editor: the runtime mounts nothing. */
  redirecting: boolean;
  /** The page-level views to mount (none while redirecting). */
  jobs: PageJob[];
  /** Settles once the visitor's listeners are installed (or their chunk failed to load, logged). */
  listening: Promise<void>;
  /** The services mounted blocks get in their mount context. */
  mountServices(): Promise<MountServices>;
  /** Queues an uncaught error for the error report. */
  reportError: PageServices['reportError'];
  /** Sends the platform a problem the runtime has already written to the console (`RUNTIME_PROBLEM_TRACE`). */
  traceProblem(message: string, error?: unknown): void;
  /** Removes the page's listeners and stops its timers. */
  dispose(): void;
}

export interface PageStartOptions {
  env: PageEnvironment;
  context: SiteContext;
  flags: PageFlags;
  /** The page services: `createPageServices` on visitors' pages, stand-ins in tests. */
  built: BuiltPageServices;
}

/** The consent banner (enabled and not answered yet), the logout notice (`?logout=true`) and an owner's overlay manager. */
function pageJobs({ env, context, flags, built }: PageStartOptions): PageJob[] {
  const { services, log } = built;
  const jobs: PageJob[] = [];
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
          log('Storing the consent answer failed', error);
        }
      },
    });
  } catch (error) {
    log('Reading the consent cookie failed', error);
  }
  if (banner) jobs.push({ kind: 'cookieBanner', props: banner, label: 'cookie banner' });
  const notice = logoutNoticeFor(flags);
  if (notice) jobs.push({ kind: 'notice', props: notice, label: 'logout notice' });
  const manager = overlayManagerFor({ context, document: env.document, screenshotMode: flags.screenshotMode });
  if (manager) jobs.push({ kind: 'overlayManager', props: manager, label: 'overlay manager' });
  return jobs;
}

/** Runs the page's behaviour over the page services given and answers what the runtime mounts for the page. */
export function startPage(options: PageStartOptions): PageStart {
  const { env, context, flags, built } = options;
  const behaviour = startPageBehaviour({ env, context, flags, services: built.services, log: built.log });
  return {
    redirecting: behaviour.redirecting,
    jobs: behaviour.redirecting ? [] : pageJobs(options),
    listening: behaviour.listening,
    mountServices: built.mountServices,
    reportError: (error, details) => built.services.reportError(error, details),
    traceProblem: built.traceProblem,
    dispose() {
      behaviour.cleanup();
      built.dispose();
    },
  };
}

export interface WindowPageInput {
  /** The page context as the page set it (`Static.SQUARESPACE_CONTEXT`). */
  rawContext: unknown;
  env: PageEnvironment;
  flags: PageFlags;
  /** Mounts a page-level view on request (the login dialog, the system error overlay): the runtime's `mountOnPage`. */
  mountOnPage: MountOnPage;
}

/** The page's start on a visitor's page: the context read whole and the page services built from the window. */
export function startWindowPage(win: Window, { rawContext, env, flags, mountOnPage }: WindowPageInput): PageStart {
  const context = readSiteContext(rawContext);
  return startPage({ env, context, flags, built: createPageServices(win, { context, flags, mountOnPage }) });
}
