/**
 * A farm run over a subset of the stories, for working on a few components while
 * others work on theirs in the same tree: `FARM_SUBSET=<name>` with
 * `STORYBOOK_STORIES=<glob>[,<glob>…]` (paths from the repository root) builds only
 * those stories into `storybook-static-subsets/<name>/` and writes the farms' reports
 * under `reports/subsets/<name>/`, so two subsets never share a build or a report.
 * Without `FARM_SUBSET`, everything is as before: `storybook-static/` and `reports/`.
 */
import { join } from 'node:path';

/** The subset's name, or null; refused when it is not a plain word (it names folders). */
export function farmSubset(env = process.env) {
  const name = env.FARM_SUBSET?.trim();
  if (!name) return null;
  if (!/^[a-z0-9][a-z0-9-]*$/i.test(name)) throw new Error(`FARM_SUBSET must be letters, digits and dashes, not "${name}"`);
  return name;
}

/** Where the built Storybook goes. */
export function staticDirOf(root, env = process.env) {
  const name = farmSubset(env);
  return name ? join(root, 'storybook-static-subsets', name) : join(root, 'storybook-static');
}

/** Where a farm's reports go (`visual`, `a11y`). */
export function reportDirOf(root, farm, env = process.env) {
  const name = farmSubset(env);
  return name ? join(root, 'reports', 'subsets', name, farm) : join(root, 'reports', farm);
}
