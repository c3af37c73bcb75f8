/**
 * Builds the runtime in memory with its own config and checks the promise of the
 * start-up code: the entry and everything it imports statically hold no React, no
 * styled-components and no component; each block loader is a chunk of its own.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FRAMEWORK = /node_modules\/(react|react-dom|scheduler|styled-components|framer-motion|@floating-ui)\//;
const COMPONENT = /\.tsx$/;

async function buildRuntime(): Promise<Rolldown.OutputChunk[]> {
  const result = await build({ root: ROOT, configFile: `${ROOT}vite.runtime.config.ts`, logLevel: 'silent', build: { write: false } });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  return output.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
}

describe('the runtime build', () => {
  it('loads no React up front, and one chunk per block loader', async () => {
    const chunks = await buildRuntime();
    const byName = new Map(chunks.map((c) => [c.fileName, c]));
    const entry = chunks.find((c) => c.isEntry);
    expect(entry?.fileName).toBe('runtime.js');

    const upFront = new Set<string>();
    const visit = (name: string) => {
      if (upFront.has(name)) return;
      upFront.add(name);
      for (const next of byName.get(name)?.imports ?? []) visit(next);
    };
    visit(entry!.fileName);
    const modules = [...upFront].flatMap((name) => byName.get(name)?.moduleIds ?? []).map((id) => id.replace(/\\/g, '/'));
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.filter((id) => FRAMEWORK.test(id) || COMPONENT.test(id))).toEqual([]);

    const loaders = ['gallery', 'highlight', 'marquee', 'shape', 'maskedImage', 'cookieBanner', 'notice', 'systemError'];
    for (const kind of loaders) {
      const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/runtime-adapter/mounts/${kind}.tsx`));
      expect(chunk?.fileName, kind).toMatch(/^chunks\//);
      expect(chunk?.isDynamicEntry, kind).toBe(true);
    }
    // React is in what the mount chunks load, not up front
    expect(chunks.some((c) => c.moduleIds.some((id) => /node_modules\/react-dom\//.test(id.replace(/\\/g, '/'))))).toBe(true);
  }, 120_000);
});

describe('the runtime split', () => {
  it('puts React, react-dom, the scheduler and styled-components in one vendor chunk, and start-up in runtime.js alone', async () => {
    const chunks = await buildRuntime();
    const framework = /node_modules\/(react|react-dom|scheduler|styled-components)\//;
    const holding = chunks.filter((c) => c.moduleIds.some((id) => framework.test(id.replace(/\\/g, '/'))));
    expect(holding.map((c) => c.fileName)).toEqual([expect.stringMatching(/^chunks\/vendor-[\w-]+\.js$/)]);
    // what mount chunks share with the entry stays in it: nothing else loads before the first block
    expect(chunks.find((c) => c.isEntry)?.imports).toEqual([]);
  }, 120_000);
});
