/**
 * Whether every package the lock file installs supports the Node versions we name: the
 * floor of our own `engines.node` (what `npm ci` on the oldest supported Node checks)
 * and the Node running the check (what CI runs). npm warns on install for each package
 * whose `engines.node` a version does not satisfy; this finds them first.
 */
import semver from 'semver';

/** The lowest version our `engines.node` range allows ("20.19.0" for ">=20.19"). */
export function engineFloor(range) {
  const floor = semver.minVersion(range);
  if (!floor) throw new Error(`engines.node "${range}" names no version`);
  return floor.version;
}

/**
 * The installed packages whose `engines.node` one of `versions` does not satisfy, as npm
 * checks it (prereleases included; a range npm cannot read fails too).
 * @param {{ packages: Record<string, { version?: string, engines?: unknown }> }} lock package-lock.json, lockfileVersion 2 or 3
 * @param {string[]} versions
 * @returns {{ path: string, version: string, range: string, node: string }[]}
 */
export function enginesNotMet(lock, versions) {
  const misses = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '') continue; // our own package
    const engines = entry.engines;
    // old packages wrote engines as an array of strings, which npm ignores
    const range = engines && !Array.isArray(engines) && typeof engines === 'object' ? /** @type {Record<string, unknown>} */ (engines).node : undefined;
    if (typeof range !== 'string') continue;
    for (const node of versions) {
      if (!semver.satisfies(node, range, { includePrerelease: true })) misses.push({ path, version: entry.version ?? '?', range, node });
    }
  }
  return misses;
}
