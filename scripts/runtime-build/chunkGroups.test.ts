import { describe, expect, it } from 'vitest';
import { CHROME_GROUP, CHUNK_GROUPS, COMMON_CHUNK, chunkNames, groupOfRoot } from './chunkGroups.mjs';

const A = '/p/src/runtime-adapter/';
type Graph = Map<string, { imports: string[]; dynamicImports: string[] }>;

/** A graph from each module's static and dynamic imports. */
function graph(modules: Record<string, { imports?: string[]; dynamicImports?: string[] }>): Graph {
  return new Map(Object.entries(modules).map(([id, m]) => [id, { imports: m.imports ?? [], dynamicImports: m.dynamicImports ?? [] }]));
}

const GROUPS = { pageChrome: ['mounts/bar'], effects: ['mounts/shape', 'mounts/marquee'] };
const mounts = (...kinds: string[]): string[] => kinds.map((k) => `${A}mounts/${k}.tsx`);

describe('groupOfRoot', () => {
  it('names the group of a root by its path under the runtime adapter, whatever the extension or separator', () => {
    expect(groupOfRoot(`${A}mounts/shape.tsx`, GROUPS)).toBe('effects');
    expect(groupOfRoot('C:\\p\\src\\runtime-adapter\\mounts\\bar.ts', GROUPS)).toBe('pageChrome');
    expect(groupOfRoot(`${A}mounts/gallery.tsx`, GROUPS)).toBeNull();
    expect(groupOfRoot('/p/src/gallery/lightbox/Lightbox.tsx', GROUPS)).toBeNull();
  });

  it('every kind is in one group at most, and the chrome is one of them', () => {
    const all = Object.values(CHUNK_GROUPS).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(Object.keys(CHUNK_GROUPS)).toContain(CHROME_GROUP);
  });
});

describe('chunkNames', () => {
  const entry = `${A}main.ts`;
  const registry = `${A}registry.ts`;
  const [bar = '', shape = '', marquee = '', gallery = '', chart = ''] = mounts('bar', 'shape', 'marquee', 'gallery', 'chart');

  it("keeps start-up modules and those another rule places out; puts a group's roots and what only they use together", () => {
    const names = chunkNames(
      graph({
        [entry]: { imports: [registry, '/p/src/platform/context.ts'] },
        [registry]: { dynamicImports: [shape, marquee, gallery] },
        '/p/src/platform/context.ts': {},
        [shape]: { imports: ['/p/src/effects/shape.tsx', '/p/src/platform/context.ts', '/nm/react.js'] },
        [marquee]: { imports: ['/p/src/effects/marquee.tsx'] },
        '/p/src/effects/shape.tsx': {},
        '/p/src/effects/marquee.tsx': {},
        [gallery]: { imports: ['/p/src/gallery/Gallery.tsx'] },
        '/p/src/gallery/Gallery.tsx': {},
        '/nm/react.js': {},
      }),
      entry,
      (id) => id.startsWith('/nm/'),
      GROUPS,
    );
    expect(Object.fromEntries(names)).toEqual({
      [shape]: 'effects',
      [marquee]: 'effects',
      '/p/src/effects/shape.tsx': 'effects',
      '/p/src/effects/marquee.tsx': 'effects',
    });
  });

  it('puts what the chrome reaches with the chrome, whoever else uses it', () => {
    const names = chunkNames(
      graph({
        [entry]: { dynamicImports: [bar, gallery, chart] },
        [bar]: { imports: ['/p/renderRoot.tsx'] },
        [gallery]: { imports: ['/p/renderRoot.tsx'] },
        [chart]: { imports: ['/p/renderRoot.tsx'] },
        '/p/renderRoot.tsx': {},
      }),
      entry,
      () => false,
      GROUPS,
    );
    expect(names.get('/p/renderRoot.tsx')).toBe(CHROME_GROUP);
    expect(names.get(bar)).toBe(CHROME_GROUP);
    expect(names.has(gallery)).toBe(false);
  });

  it('puts what many groups share in the views chunk, and leaves what fewer share to rolldown', () => {
    const roots = mounts('k1', 'k2', 'k3', 'k4');
    const names = chunkNames(
      graph({
        [entry]: { dynamicImports: roots },
        [roots[0]!]: { imports: ['/p/tokens.ts', '/p/image.ts'] },
        [roots[1]!]: { imports: ['/p/tokens.ts', '/p/image.ts'] },
        [roots[2]!]: { imports: ['/p/tokens.ts'] },
        [roots[3]!]: { imports: ['/p/tokens.ts'] },
        '/p/tokens.ts': { imports: ['/p/colour.ts'] },
        '/p/colour.ts': {},
        '/p/image.ts': {},
      }),
      entry,
      () => false,
      GROUPS,
      4,
    );
    expect(names.get('/p/tokens.ts')).toBe(COMMON_CHUNK);
    expect(names.get('/p/colour.ts')).toBe(COMMON_CHUNK);
    expect(names.has('/p/image.ts')).toBe(false);
    // a root no group names, alone: rolldown gives it its own chunk
    expect(names.has(roots[0]!)).toBe(false);
  });
});
