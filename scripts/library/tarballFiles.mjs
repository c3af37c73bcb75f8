/**
 * What the packed library may hold: the build (lib/), package.json, README, CHANGELOG and
 * LICENSE; nothing else (no sources, stories, tests, build manifests). Pure.
 */
const ALLOWED = [/^package\.json$/, /^README\.md$/, /^CHANGELOG\.md$/, /^LICEN[CS]E(\.md|\.txt)?$/, /^lib\//];
const NEVER_IN_LIB = [/\.test\.(js|d\.ts)$/, /\.fixture\.(js|d\.ts)$/, /(^|\/)\.vite\//, /\.map$/];

/** The files (paths inside the tarball, without its `package/` prefix) that should not ship. */
export function unexpectedFiles(paths) {
  return paths.filter((path) => !ALLOWED.some((rule) => rule.test(path)) || NEVER_IN_LIB.some((rule) => rule.test(path)));
}

/** The `exports` targets (`./lib/...`) the tarball lacks; a pattern target (`*`) needs one file under its folder. */
export function missingExportTargets(exportsField, paths) {
  const targets = Object.values(exportsField).flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target)));
  const held = new Set(paths.map((path) => `./${path}`));
  return targets.filter((target) => {
    if (!target.includes('*')) return !held.has(target);
    const folder = target.slice(0, target.indexOf('*'));
    return ![...held].some((path) => path.startsWith(folder));
  });
}
