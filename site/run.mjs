#!/usr/bin/env node
/**
 * The dev site: `npm run site [-- --port 4400] [--memory] [--no-build] [--allowed-host <name>]`.
 * Builds the runtime, serves the example pages with it and answers the calls it makes.
 * `startSite` is exported for tests and the e2e runner (port 0: any free port).
 */
import { fileURLToPath } from 'node:url';
import { startSite } from './server/startSite.mjs';

export { startSite };

/**
 * @param {string[]} argv
 * @returns {{ port?: number, memory: boolean, build: boolean, allowedHosts: string[] }}
 */
export function parseArgs(argv) {
  /** @type {{ port?: number, memory: boolean, build: boolean, allowedHosts: string[] }} */
  const options = { memory: false, build: true, allowedHosts: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--memory') options.memory = true;
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--allowed-host' || arg.startsWith('--allowed-host=')) {
      const value = arg === '--allowed-host' ? argv[(i += 1)] : arg.slice('--allowed-host='.length);
      if (!value || !/^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/i.test(value))
        throw new Error(`--allowed-host needs a host name (dev.example.test) or a bracketed IPv6 address, not "${value ?? ''}"`);
      options.allowedHosts.push(value);
    } else if (arg === '--port' || arg.startsWith('--port=')) {
      const value = arg === '--port' ? argv[(i += 1)] : arg.slice('--port='.length);
      const port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port needs a port number from 0 to 65535, not "${value ?? ''}"`);
      options.port = port;
    } else throw new Error(`Unknown option "${arg}". Options: --port <n>, --memory, --no-build, --allowed-host <name>`);
  }
  return options;
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(2);
  }
  const site = await startSite({ ...options, log: (line) => console.log(line) });
  console.log(`Dev site: ${site.url}/  (received calls: ${site.url}/__dev/)${options.memory ? '  [database in memory]' : ''}`);
  const stop = () => {
    site.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
