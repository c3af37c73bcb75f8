/**
 * The lock file of the fresh project the package test installs the packed library into: the
 * tarball and every package it and the app need, at the versions, addresses and checksums this
 * repository's own lock holds, so `npm ci --offline` installs it from the npm cache alone (a
 * fresh project without a lock would first ask the registry for every package's versions). Pure.
 */

/** Where Node finds `name` from the package at lock path `from` ('' is the project): the nearest node_modules up the tree. */
export function resolveLockPath(packages, from, name) {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return null;
    const up = dir.lastIndexOf('/node_modules/');
    dir = up === -1 ? '' : dir.slice(0, up);
  }
}

/** What a lock entry needs installed with it: dependencies, peers that are not optional, optional dependencies the lock holds. */
function requiredBy(entry) {
  const optionalPeers = new Set(
    Object.entries(entry.peerDependenciesMeta ?? {})
      .filter(([, meta]) => meta?.optional)
      .map(([name]) => name),
  );
  return [
    ...Object.keys(entry.dependencies ?? {}).map((name) => ({ name, optional: false })),
    ...Object.keys(entry.peerDependencies ?? {})
      .filter((name) => !optionalPeers.has(name))
      .map((name) => ({ name, optional: false })),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name) => ({ name, optional: true })),
  ];
}

/** A copied entry without this project's dev/peer marks: in the fresh project every package is a production one. */
function asProduction(entry) {
  const { dev, devOptional, peer, ...rest } = entry;
  return rest;
}

/**
 * @param {object} args
 * @param {{ packages: Record<string, any> }} args.lock  this repository's package-lock.json
 * @param {string} args.projectName  the fresh project's name
 * @param {{ name: string, version: string, dependencies?: object, peerDependencies?: object, license?: string }} args.packed  the packed package.json
 * @param {string} args.tarball  the tarball's file name, beside the fresh project's package.json
 * @param {string} args.integrity  the tarball's sha512 integrity (`sha512-<base64>`)
 * @param {string[]} args.alsoInstall  packages the app installs itself (react, its types…), at this repository's versions
 * @returns {{ packageJson: object, lock: object, missing: string[] }} missing: packages no lock entry answers
 */
export function consumerLock({ lock, projectName, packed, tarball, integrity, alsoInstall }) {
  const ours = lock.packages;
  const packages = {};
  const missing = [];
  const packedPath = `node_modules/${packed.name}`;
  const packedEntry = {
    version: packed.version,
    resolved: `file:${tarball}`,
    integrity,
    ...(packed.license ? { license: packed.license } : {}),
    ...(packed.dependencies ? { dependencies: packed.dependencies } : {}),
    ...(packed.peerDependencies ? { peerDependencies: packed.peerDependencies } : {}),
  };
  const rootDependencies = { [packed.name]: `file:${tarball}` };
  for (const name of alsoInstall) {
    const path = resolveLockPath(ours, '', name);
    if (!path) missing.push(name);
    else rootDependencies[name] = ours[path].version;
  }

  // walk what the packed package and the app need, as Node would resolve it in this repository's tree
  const queue = [
    ...requiredBy(packedEntry).map((need) => ({ ...need, from: packedPath })),
    ...alsoInstall.map((name) => ({ name, optional: false, from: '' })),
  ];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const { name, optional, from } = next;
    const path = resolveLockPath(ours, from === packedPath ? '' : from, name);
    if (!path) {
      if (!optional && !missing.includes(name)) missing.push(name);
      continue;
    }
    if (packages[path]) continue;
    packages[path] = asProduction(ours[path]);
    for (const need of requiredBy(ours[path])) queue.push({ ...need, from: path });
  }

  const packageJson = { name: projectName, private: true, type: 'module', dependencies: rootDependencies };
  return {
    packageJson,
    lock: {
      name: projectName,
      lockfileVersion: 3,
      requires: true,
      packages: { '': { name: projectName, dependencies: rootDependencies }, [packedPath]: packedEntry, ...sortedByPath(packages) },
    },
    missing,
  };
}

const sortedByPath = (packages) => Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b)));
