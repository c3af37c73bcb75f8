/**
 * The runtime's options for tests: a page context as the page would set it, read as start-up reads it (its page
 * fields, for the scan) and as the page's own start reads it (whole), over stand-in page and mount services.
 */
import { vi } from 'vitest';
import { readPageFields } from '../../platform/siteContext/pageFields';
import { readSiteContext } from '../../platform/siteContext/readSiteContext';
import type { MountRegistry, MountServices } from '../mountTypes';
import type { PageEnvironment } from '../page/pageEnvironment';
import { readPageFlags } from '../page/pageFlags.rules';
import type { PageServices } from '../page/pageServices';
import { startPage } from '../page/pageStart';
import type { RuntimeOptions } from '../runtime';
import { scanOptionsOf } from '../scan/scanOptions';
import { fakeMountServices, fakePageServices } from './fakeServices.fixture';

export interface RuntimeTestPage {
  /** The page context as the page sets it (`Static.SQUARESPACE_CONTEXT`); `{}` by default. */
  context?: unknown;
  /** The page's query; its flags are read from it. */
  search?: string;
  pathname?: string;
  services?: PageServices;
  mountServices?: MountServices;
  registry: MountRegistry;
}

export function runtimeOptionsFor({
  context = {},
  search = '',
  pathname = '/menu',
  services = fakePageServices(),
  mountServices = fakeMountServices(),
  registry,
}: RuntimeTestPage): RuntimeOptions & { log: ReturnType<typeof vi.fn> } {
  const log = vi.fn();
  const env: PageEnvironment = { target: window, document, location: { hostname: 'bakery.example.org', pathname, search }, isTopFrame: true };
  const flags = readPageFlags(search);
  const built = { services, mountServices: async () => mountServices, log, traceProblem: vi.fn(), dispose: vi.fn() };
  return {
    env,
    flags,
    scan: scanOptionsOf(readPageFields(context)),
    page: async () => startPage({ env, context: readSiteContext(context), flags, built }),
    registry,
    log,
  };
}
