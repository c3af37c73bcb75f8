/**
 * The built runtime's entry: reads the page's site context and flags, builds the page
 * services, starts the runtime with the lazy registry, and exposes
 * `window.SiteRuntime = { refresh, destroy }` (destroy also disposes the page services) for pages that change without a reload.
 * Imports no React: the mount chunks bring it when the page has a block that needs it.
 */
import { createPageServices } from './createPageServices';
import { browserEnvironment } from './page/pageEnvironment';
import { readPageFlags } from './page/pageFlags.rules';
import { readSiteContext } from '../platform/siteContext/readSiteContext';
import { mountRegistry } from './registry';
import { destroyRuntime, mountOnPage, refreshRuntime, startRuntime } from './runtime';

export interface SiteRuntimeHandle {
  refresh(): Promise<void>;
  destroy(): void;
}

declare global {
  interface Window {
    Static?: { SQUARESPACE_CONTEXT?: unknown };
    SiteRuntime?: SiteRuntimeHandle;
  }
}

function boot(): void {
  const context = readSiteContext(window.Static?.SQUARESPACE_CONTEXT);
  const flags = readPageFlags(window.location.search);
  const { services, mountServices, dispose } = createPageServices(window, { context, flags, mountOnPage });
  void startRuntime({ env: browserEnvironment(window), context, flags, services, mountServices, registry: mountRegistry });
  window.SiteRuntime = {
    refresh: refreshRuntime,
    destroy: () => {
      destroyRuntime();
      dispose();
    },
  };
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
