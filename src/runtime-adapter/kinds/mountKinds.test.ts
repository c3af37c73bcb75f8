/**
 * Every kind is one complete descriptor (`kinds/<kind>.kind.ts`), and the lists of kinds
 * the adapter and its build use are read from the descriptors, not kept beside them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, groupsFromDescriptors, readDescriptorFiles } from '../../../scripts/runtime-build/chunkGroups.mjs';
import { mountRegistry } from '../registry';
import type { KindFacts } from './kindDescriptor';
import { MOUNT_KINDS } from './mountKinds';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Every descriptor file's exports, by its path as `./<kind>.kind.ts`. */
const FILES: Record<string, Record<string, unknown>> = Object.fromEntries(
  await Promise.all(
    readDescriptorFiles().map(async ({ file }) => [
      `./${file}`,
      (await import(/* @vite-ignore */ new URL(file, import.meta.url).href)) as Record<string, unknown>,
    ]),
  ),
);
const kindOfFile = (path: string) => path.replace(/^\.\/(.*)\.kind\.ts$/, '$1');
const KINDS = Object.keys(MOUNT_KINDS) as (keyof typeof MOUNT_KINDS)[];
const DESCRIPTORS = KINDS.map((kind) => ({ kind, descriptor: MOUNT_KINDS[kind] }));

function factsOf(kind: string): KindFacts {
  const facts = FILES[`./${kind}.kind.ts`]?.[`${kind}Facts`];
  if (!facts) throw new Error(`kinds/${kind}.kind.ts exports no ${kind}Facts`);
  return facts as KindFacts;
}

describe('the kinds’ descriptors', () => {
  it('one file per kind, exporting the descriptor the list holds and its facts, and nothing else', () => {
    expect(Object.keys(FILES).map(kindOfFile).sort()).toEqual([...KINDS].sort());
    expect(new Set(KINDS).size).toBe(KINDS.length);
    for (const { kind, descriptor } of DESCRIPTORS) {
      const exports = FILES[`./${kind}.kind.ts`];
      expect(Object.keys(exports ?? {}).sort(), kind).toEqual([kind, `${kind}Facts`].sort());
      expect(exports?.[kind], kind).toBe(descriptor);
    }
  });

  it('each is complete: its chunk, how it is found, its reader (one that exists), its group', () => {
    const texts = new Map(readDescriptorFiles().map(({ file, text }) => [file, text]));
    for (const { kind, descriptor } of DESCRIPTORS) {
      const facts = factsOf(kind);
      expect(typeof descriptor.load, kind).toBe('function');
      // the chunk is the kind's own mount module
      expect(texts.get(`${kind}.kind.ts`), kind).toContain(`load: () => import('../mounts/${kind}')`);
      expect(facts.finds.trim().length, kind).toBeGreaterThan(10);
      expect(facts.group === null || /^[A-Za-z]+$/.test(facts.group), kind).toBe(true);
      if (facts.reader !== null) {
        const [name, module] = facts.reader;
        expect(existsSync(`${ROOT}${module}`), `${kind}: ${module}`).toBe(true);
        expect(readFileSync(`${ROOT}${module}`, 'utf8'), `${kind}: ${name} in ${module}`).toMatch(new RegExp(`export (async )?(function|const) ${name}\\b`));
      }
      // only a kind that claims block kinds reads them: here (scanBlock) or in its chunk (scan/scanPage.chunks.test.ts), with takes to choose
      if (descriptor.blocks === undefined) expect(descriptor.scanBlock ?? descriptor.takes, `${kind}: scanBlock or takes without blocks`).toBeUndefined();
      // only a kind whose chunk scans the page names the pages it is on
      if (descriptor.elements === undefined) expect(descriptor.onPage, `${kind}: onPage without elements`).toBeUndefined();
      // a block kind is claimed once by a kind, or by kinds that share it (the scanner asks them in list order)
      for (const block of [...(descriptor.blocks ?? []), ...(descriptor.settingsBlocks ?? [])]) expect(block, kind).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('each kind’s chunk loads and exports its mount', async () => {
    for (const { kind, descriptor } of DESCRIPTORS) expect(typeof (await descriptor.load()).mount, kind).toBe('function');
  }, 120_000);

  it('a block kind taken with no scanner code (settingsBlocks) is claimed by no other kind', () => {
    const settings = DESCRIPTORS.flatMap(({ descriptor }) => descriptor.settingsBlocks ?? []);
    const claimed = DESCRIPTORS.flatMap(({ descriptor }) => descriptor.blocks ?? []);
    expect(settings.filter((block) => claimed.includes(block) || settings.indexOf(block) !== settings.lastIndexOf(block))).toEqual([]);
  });
});

describe('the lists of kinds in use come from the descriptors', () => {
  it('the registry has a loader for every kind and no other, the descriptor’s own', () => {
    expect(Object.keys(mountRegistry).sort()).toEqual([...KINDS].sort());
    for (const { kind, descriptor } of DESCRIPTORS) expect(mountRegistry[kind], kind).toBe(descriptor.load);
  });

  it('the chunk groups of the runtime build are the groups the facts name, read from the descriptor files', () => {
    const byFacts: Record<string, string[]> = {};
    for (const kind of KINDS) {
      const { group } = factsOf(kind);
      if (group !== null) (byFacts[group] ??= []).push(`mounts/${kind}`);
    }
    const fromFiles = groupsFromDescriptors(readDescriptorFiles(), {});
    const sorted = (groups: Record<string, readonly string[]>) =>
      Object.fromEntries(Object.entries(groups).map(([group, roots]) => [group, [...roots].sort()]));
    expect(sorted(fromFiles)).toEqual(sorted(byFacts));
    for (const [group, roots] of Object.entries(fromFiles)) expect(CHUNK_GROUPS[group], group).toEqual(expect.arrayContaining(roots));
  });

  it('a descriptor file that does not state its chunk and its group once each fails the build', () => {
    expect(() => groupsFromDescriptors([{ file: 'x.kind.ts', text: "kind: 'x', load: () => import('../mounts/x')" }], {})).toThrow(/x\.kind\.ts/);
    expect(groupsFromDescriptors([{ file: 'x.kind.ts', text: "load: () => import('../mounts/x'), group: 'forms'" }], { forms: ['parse/y'] })).toEqual({
      forms: ['mounts/x', 'parse/y'],
    });
  });

  it('the runtime README names every chunk group', () => {
    const readme = readFileSync(`${ROOT}src/runtime-adapter/README.md`, 'utf8');
    const line = readme.split('\n').find((text) => text.includes('`chunks/<group>-*.js`')) ?? '';
    for (const group of Object.keys(CHUNK_GROUPS)) if (group !== 'pageChrome') expect(line, group).toContain(group);
  });
});
