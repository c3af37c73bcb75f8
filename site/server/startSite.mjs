/**
 * Starts the dev site: opens the database, reads the forms of the example pages, builds
 * the runtime (unless told not to) and listens. Returns its address and a close function.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/database.mjs';
import { createFormKeys } from '../forms/formKeys.mjs';
import { readFormDefinitions } from '../forms/formDefinitions.mjs';
import { createRateLimit, DEFAULT_RATE_LIMIT } from '../forms/rateLimit.mjs';
import { accountRoutes } from './accountRoutes.mjs';
import { cartRoutes } from './cartRoutes.mjs';
import { productPageRoutes } from './productPages.mjs';
import { devRoutes } from './devRoutes.mjs';
import { FIXTURES_DIR, fixtureRoutes } from './fixtureRoutes.mjs';
import { createDispatcher } from './dispatch.mjs';
import { allowedHostNames } from './requestGuard.rules.mjs';
import { createFaults } from './faults.mjs';
import { formRoutes } from './formRoutes.mjs';
import { lookupRoutes } from './lookupRoutes.mjs';
import { memberRoutes } from './memberRoutes.mjs';
import { MISSING_RUNTIME_WARNING, pageRoutes, RUNTIME_ENTRY } from './pageRoutes.mjs';
import { buildRuntime } from './runtimeBuild.mjs';
import { reviewRoutes } from './reviewRoutes.mjs';
import { searchRoutes } from './searchRoutes.mjs';
import { trackingRoutes } from './trackingRoutes.mjs';
import { widgetRoutes } from './widgetRoutes.mjs';

const SITE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_ROOT = join(SITE_DIR, '..');
export const DEFAULT_PORT = 4400;
export const DATABASE_FILE = join(SITE_DIR, '.data', 'dev.sqlite');

/**
 * @typedef {object} StartSiteOptions
 * @property {number} [port] 0 picks a free port; default 4400 or PORT
 * @property {string} [host] default 127.0.0.1
 * @property {string[]} [allowedHosts] host names the site answers to besides localhost, 127.0.0.1, [::1] and `host`
 * @property {boolean} [memory] keep the database in memory only
 * @property {boolean} [build] build the runtime first (default true)
 * @property {string} [databaseFile] where the database lives when not in memory
 * @property {string} [pagesDir] the example pages (default site/pages)
 * @property {string} [runtimeDir] the built runtime (default dist/runtime)
 * @property {string} [fixturesDir] the published-markup fixtures `/__dev/fixtures/` serves (default e2e/fixtures/published)
 * @property {() => number} [now] the clock, ms (tests control time)
 * @property {{ max?: number, windowMs?: number }} [rateLimit] form submissions per visitor per window
 * @property {(line: string) => void} [log]
 * @property {(line: string) => void} [warn]
 *
 * @param {StartSiteOptions} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startSite(options = {}) {
  const {
    port = process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT,
    host = '127.0.0.1',
    allowedHosts = [],
    memory = false,
    build = true,
    databaseFile = DATABASE_FILE,
    pagesDir = join(SITE_DIR, 'pages'),
    runtimeDir = join(PROJECT_ROOT, 'dist', 'runtime'),
    fixturesDir = FIXTURES_DIR,
    now = Date.now,
    rateLimit = DEFAULT_RATE_LIMIT,
    log = () => {},
    warn = (line) => console.warn(`\u001b[33mwarning:\u001b[0m ${line}`),
  } = options;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Port must be a whole number from 0 to 65535, not ${port}`);

  const dirs = { pagesDir, assetsDir: join(PROJECT_ROOT, 'stories', 'assets'), runtimeDir };
  const forms = readFormDefinitions(pagesDir);
  if (build) await buildRuntime(PROJECT_ROOT, warn);
  if (!existsSync(join(dirs.runtimeDir, RUNTIME_ENTRY))) warn(MISSING_RUNTIME_WARNING);

  const db = await openDatabase({ file: memory ? null : databaseFile, now: () => new Date(now()) });
  /** @type {import('./routeTypes.mjs').SiteState} */
  const site = {
    db,
    forms,
    formKeys: createFormKeys({ now }),
    rateLimit: createRateLimit({ now, ...rateLimit }),
    faults: createFaults(),
    settings: { languages: [{ locale: 'en-US', isDefault: true }], connected: false, header: '', footer: '' },
    dirs,
  };
  const routes = [
    ...devRoutes,
    ...fixtureRoutes(dirs, fixturesDir),
    ...formRoutes,
    ...trackingRoutes,
    ...accountRoutes,
    ...lookupRoutes,
    ...widgetRoutes,
    ...memberRoutes(dirs),
    ...reviewRoutes(dirs, { now }),
    ...searchRoutes,
    ...cartRoutes,
    ...productPageRoutes(dirs),
    ...pageRoutes(dirs),
  ];
  const server = createServer(createDispatcher(routes, site, { log, allowedHosts: allowedHostNames(host, allowedHosts) }));

  try {
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve(undefined));
    });
  } catch (error) {
    db.close();
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (code === 'EADDRINUSE') throw new Error(`Port ${port} on ${host} is in use: stop what runs there, or start with --port <another> (0 picks a free one)`);
    throw error;
  }
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  let closed = false;
  return {
    url: `http://${host}:${actualPort}`,
    close: async () => {
      if (closed) return;
      closed = true;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      db.close();
    },
  };
}
