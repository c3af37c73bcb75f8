/**
 * Builds the runtime in memory with its own config and checks the promise of the start-up
 * code: the entry and everything it imports statically hold no renderer (Preact, through
 * renderer/reactOnPreact.js where the views import React), no styled-components and no
 * component; each block loader is in a chunk of its own or of its group
 * (scripts/runtime-build/chunkGroups.mjs), loaded by a dynamic import.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { CHUNK_GROUPS } from '../../scripts/runtime-build/chunkGroups.mjs';
import { NO_VENDOR_PREFIXES, STYLIS_PREFIXER } from '../../vite.runtime.config';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FRAMEWORK = /node_modules\/(preact|react|react-dom|scheduler|styled-components|framer-motion|@floating-ui)\/|\/renderer\/reactOnPreact\.js$/;
const COMPONENT = /\.tsx$/;

async function buildRuntime(): Promise<Rolldown.OutputChunk[]> {
  const result = await build({ root: ROOT, configFile: `${ROOT}vite.runtime.config.ts`, logLevel: 'silent', build: { write: false } });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  return output.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
}

/** The module ids (with forward slashes) of a chunk and of every chunk it imports statically, as a page loads them. */
function loadedWith(chunks: readonly Rolldown.OutputChunk[], fileName: string): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const loaded = new Set<string>();
  const visit = (name: string) => {
    if (loaded.has(name)) return;
    loaded.add(name);
    for (const next of byName.get(name)?.imports ?? []) visit(next);
  };
  visit(fileName);
  return [...loaded].flatMap((name) => byName.get(name)?.moduleIds ?? []).map((id) => id.replace(/\\/g, '/'));
}

const mountChunk = (chunks: readonly Rolldown.OutputChunk[], kind: string) =>
  chunks.find((c) => c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(`/runtime-adapter/mounts/${kind}.tsx`)));

describe('the runtime build', () => {
  it("loads no renderer up front, and each block loader in its own chunk or its group's", async () => {
    const chunks = await buildRuntime();
    const entry = chunks.find((c) => c.isEntry);
    expect(entry?.fileName).toBe('runtime.js');

    const modules = loadedWith(chunks, entry!.fileName);
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.filter((id) => FRAMEWORK.test(id) || COMPONENT.test(id))).toEqual([]);

    const alone = ['gallery', 'cookieBanner', 'notice', 'systemError', 'chart'];
    for (const kind of alone) {
      const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/runtime-adapter/mounts/${kind}.tsx`));
      expect(chunk?.fileName, kind).toMatch(new RegExp(`^chunks/${kind}-[\\w-]+\\.js$`));
      expect(chunk?.isDynamicEntry, kind).toBe(true);
    }
    const holding = (module: string) =>
      chunks.filter((c) =>
        c.moduleIds.some((id) =>
          id
            .replace(/\\/g, '/')
            .replace(/\.tsx?$/, '')
            .endsWith(`/runtime-adapter/${module}`),
        ),
      );
    for (const [group, members] of Object.entries(CHUNK_GROUPS))
      for (const member of members)
        expect(
          holding(member).map((c) => c.fileName),
          member,
        ).toEqual([expect.stringMatching(new RegExp(`^chunks/${group}-[\\w-]+\\.js$`))]);
    // the registry loads every kind by a dynamic import
    expect(entry?.dynamicImports.length).toBeGreaterThan(0);
    // the renderer is in what the mount chunks load, not up front
    expect(chunks.some((c) => c.moduleIds.some((id) => /node_modules\/preact\//.test(id.replace(/\\/g, '/'))))).toBe(true);
  }, 120_000);
});

describe('the runtime split', () => {
  it("puts the renderer (Preact, as the views' React) and styled-components in one vendor chunk, and start-up in runtime.js alone", async () => {
    const chunks = await buildRuntime();
    const framework = /node_modules\/(preact|styled-components)\/|\/renderer\/reactOnPreact\.js$/;
    const holding = chunks.filter((c) => c.moduleIds.some((id) => framework.test(id.replace(/\\/g, '/'))));
    expect(holding.map((c) => c.fileName)).toEqual([expect.stringMatching(/^chunks\/vendor-[\w-]+\.js$/)]);
    // React DOM, its scheduler and React itself ship in no chunk: every import of them is Preact's
    const react = /node_modules\/(react|react-dom|scheduler)\//;
    expect(chunks.flatMap((c) => c.moduleIds.filter((id) => react.test(id.replace(/\\/g, '/'))))).toEqual([]);
    // what mount chunks share with the entry stays in it: nothing else loads before the first block
    expect(chunks.find((c) => c.isEntry)?.imports).toEqual([]);
    // rolldown's helpers are in the chunks that use them, not one more file on every page
    expect(chunks.filter((c) => /rolldown-runtime/.test(c.fileName) || c.imports.some((file) => /rolldown-runtime/.test(file)))).toEqual([]);
  }, 120_000);

  it('loads the form services only with a block that sends forms', async () => {
    const chunks = await buildRuntime();
    const formServices = (kind: string) =>
      loadedWith(chunks, mountChunk(chunks, kind)!.fileName).filter((id) => id.endsWith('/services/forms/formSubmitter.ts'));
    for (const kind of ['summary', 'socialGallery', 'search', 'searchPage']) expect(formServices(kind), kind).toEqual([]);
    for (const kind of ['form', 'newsletter', 'popupOverlay', 'reviewsRequest']) expect(formServices(kind), kind).toHaveLength(1);
  }, 120_000);

  it("leaves stylis' vendor prefixer out (styled-components asks for it only with enableVendorPrefixes, which nothing sets)", async () => {
    const chunks = await buildRuntime();
    const vendor = chunks.find((c) => /^chunks\/vendor-/.test(c.fileName));
    expect(vendor?.moduleIds.some((id) => STYLIS_PREFIXER.test(id))).toBe(true);
    expect(vendor?.code).toContain(NO_VENDOR_PREFIXES);
    // the prefixer's own rules (the old flexbox and grid names it writes) are not in it
    expect(vendor?.code).not.toContain('flex-line-pack');
    expect(vendor?.code).not.toContain('grid-column-align');
    // and no code asks for them (git grep answers 1 when it finds none; the READMEs name the option)
    const asking = spawnSync(
      'git',
      ['grep', '-l', 'enableVendorPrefixes', '--', 'src/*.ts', 'src/*.tsx', '.storybook/*.ts', '.storybook/*.tsx', ':!*.test.ts'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect([asking.status, asking.stdout]).toEqual([1, '']);
  }, 120_000);

  it("imports chunks without Vite's preload helper (no module preload, no CSS: it had nothing to wait for)", async () => {
    const chunks = await buildRuntime();
    const entry = chunks.find((c) => c.isEntry);
    expect(entry?.code).toContain('import(`./chunks/');
    expect(chunks.filter((c) => c.code.includes('vite:preloadError')).map((c) => c.fileName)).toEqual([]);
  }, 120_000);
});
