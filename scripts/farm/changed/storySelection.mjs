/**
 * Which stories a change can affect, from the module graph of the Storybook build
 * (`storybook build --stats-json`: `preview-stats.json`, each module with the modules
 * that import it). Pure: no git, no files.
 *
 * A changed file chooses every story file that imports it, directly or through other
 * modules; a changed story file chooses itself. Everything is chosen when a file changed
 * that every story depends on: Storybook's configuration and preview (and what the
 * preview imports), the tokens, package versions, the build's configuration, the files
 * served to every story, and the farm's own code. A changed visual baseline chooses its
 * story for the visual farm. Any other file (tests, the dev site, docs) chooses nothing.
 */

/** Paths from the repository root, posix separators. */
const GLOBAL_RULES = [
  { test: (f) => f.startsWith('.storybook/'), why: "Storybook's configuration and preview", farms: ['visual', 'a11y'] },
  { test: (f) => f.startsWith('src/tokens/'), why: 'the design tokens', farms: ['visual', 'a11y'] },
  { test: (f) => f === 'package.json' || f === 'package-lock.json', why: 'package versions', farms: ['visual', 'a11y'] },
  { test: (f) => f === 'vite.config.ts' || f === 'tsconfig.json', why: "the build's configuration", farms: ['visual', 'a11y'] },
  { test: (f) => f.startsWith('stories/assets/') || f.startsWith('stories/msw/'), why: 'files served to every story', farms: ['visual', 'a11y'] },
  { test: (f) => f.startsWith('scripts/farm/'), why: "the farms' own files", farms: ['visual', 'a11y'] },
  // a baseline picture chooses its own story (baselineStoryId); the farm's other files, every story
  { test: (f) => f.startsWith('visual-tests/') && baselineStoryId(f) === null, why: "the visual farm's own files", farms: ['visual'] },
  { test: (f) => /^a11y-tests\/[^/]+$/.test(f) || f === 'test-runner-jest.config.js', why: "the accessibility farm's own files", farms: ['a11y'] },
];

/** The preview: whatever it imports is global. */
const PREVIEW = '.storybook/preview.tsx';

/** `./src/x.ts` → `src/x.ts`; the bundler's virtual modules and files outside the root → null. */
export function statsPath(moduleName) {
  if (!moduleName.startsWith('./')) return null;
  return moduleName.slice(2);
}

/** Why a file changes every story of `farm` by its path alone, or null. */
export function globalReason(file, farm) {
  const rule = GLOBAL_RULES.find((r) => r.farms.includes(farm) && r.test(file));
  return rule ? rule.why : null;
}

/** The story id of a visual baseline `visual-tests/baselines/<story-id>--<mode>.png`, or null. */
export function baselineStoryId(file) {
  const match = /^visual-tests\/baselines\/(.+)--[^-][^/]*\.png$/.exec(file);
  return match?.[1] ?? null;
}

/** file → the files that import it, from preview-stats.json's modules (only files in the repository). */
export function importersOf(statsModules) {
  /** @type {Map<string, Set<string>>} */
  const importers = new Map();
  for (const module of statsModules) {
    const file = statsPath(module.id);
    if (!file) continue;
    const set = importers.get(file) ?? new Set();
    for (const reason of module.reasons ?? []) {
      const importer = statsPath(reason.moduleName);
      if (importer && importer !== file) set.add(importer);
    }
    importers.set(file, set);
  }
  return importers;
}

/**
 * Walks from `changed` up through its importers; returns each file reached with the
 * chain that leads to it (`[changed, …, file]`, shortest first found).
 * @param {string} changed @param {Map<string, Set<string>>} importers
 */
function reachedFrom(changed, importers) {
  /** @type {Map<string, string[]>} */
  const chains = new Map([[changed, [changed]]]);
  const queue = [changed];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const chain = chains.get(file) ?? [file];
    for (const importer of importers.get(file) ?? []) {
      if (chains.has(importer)) continue;
      chains.set(importer, [...chain, importer]);
      queue.push(importer);
    }
  }
  return chains;
}

/**
 * The selection for `farm` (`visual` or `a11y`).
 *
 * @param {{ changedFiles: string[], statsModules: {id: string, reasons?: {moduleName: string}[]}[] | null,
 *   stories: {id: string, importPath: string}[], farm: string }} input
 *   `stories`: index.json's story entries; `statsModules` may be null when a file is global by its path.
 * @returns {{ everything: {file: string, why: string} | null,
 *   storyFiles: {file: string, because: string[][]}[],
 *   storyIds: {id: string, because: string}[],
 *   unrelated: string[] }}
 *   `because`: for each changed file that reaches the story file, the import chain from it.
 */
export function selectStories({ changedFiles, statsModules, stories, farm }) {
  /** @type {ReturnType<typeof selectStories>} */
  const result = { everything: null, storyFiles: [], storyIds: [], unrelated: [] };
  for (const file of changedFiles) {
    const why = globalReason(file, farm);
    if (why) {
      result.everything = { file, why };
      return result;
    }
  }
  const storyFiles = new Set(stories.map((s) => statsPath(s.importPath)).filter(Boolean));
  const storyIds = new Set(stories.map((s) => s.id));
  const importers = importersOf(statsModules ?? []);
  /** @type {Map<string, string[][]>} */
  const chosen = new Map();
  for (const file of changedFiles) {
    const baselineId = baselineStoryId(file);
    if (baselineId !== null) {
      if (farm === 'visual' && storyIds.has(baselineId)) result.storyIds.push({ id: baselineId, because: file });
      else result.unrelated.push(file);
      continue;
    }
    const chains = reachedFrom(file, importers);
    if (chains.has(PREVIEW)) {
      result.everything = { file, why: `imported by the preview (${(chains.get(PREVIEW) ?? []).join(' ← ')})` };
      return result;
    }
    let reachesAStory = false;
    for (const [reached, chain] of chains) {
      if (!storyFiles.has(reached)) continue;
      reachesAStory = true;
      const because = chosen.get(reached) ?? [];
      because.push(chain);
      chosen.set(reached, because);
    }
    if (!reachesAStory) result.unrelated.push(file);
  }
  result.storyFiles = [...chosen].map(([file, because]) => ({ file, because })).sort((a, b) => a.file.localeCompare(b.file));
  return result;
}

/** The index.json entries (stories and docs) a selection keeps: those of its story files and story ids. */
export function keepEntries(indexEntries, selection) {
  if (selection.everything) return { ...indexEntries };
  const files = new Set(selection.storyFiles.map((s) => s.file));
  const ids = new Set(selection.storyIds.map((s) => s.id));
  return Object.fromEntries(Object.entries(indexEntries).filter(([id, entry]) => ids.has(id) || files.has(statsPath(entry.importPath))));
}

/** How many stories a selection runs out of how many, and the lines that say why. */
export function describeSelection(selection, stories) {
  if (selection.everything) {
    const { file, why } = selection.everything;
    return { count: stories.length, lines: [`Every story (${stories.length}): ${file} is ${why}.`] };
  }
  const files = new Set(selection.storyFiles.map((s) => s.file));
  const ids = new Set(selection.storyIds.map((s) => s.id));
  const count = stories.filter((s) => ids.has(s.id) || files.has(statsPath(s.importPath))).length;
  const perFile = (file) => stories.filter((s) => statsPath(s.importPath) === file).length;
  const lines = [`${count} of ${stories.length} stories, from ${files.size} story files and ${ids.size} changed baselines:`];
  for (const { file, because } of selection.storyFiles) {
    const chain = because[0];
    const how = chain.length === 1 ? 'changed' : `imports ${chain[0]}${chain.length > 2 ? ` via ${chain.slice(1, -1).reverse().join(' → ')}` : ''}`;
    const more = because.length > 1 ? ` (and ${because.length - 1} more changed files)` : '';
    lines.push(`  ${file} (${perFile(file)}): ${how}${more}`);
  }
  for (const { id, because } of selection.storyIds) lines.push(`  ${id}: its baseline ${because} changed`);
  for (const file of selection.unrelated) lines.push(`  not in any story's imports: ${file}`);
  return { count, lines };
}
