import { describe, expect, it } from 'vitest';
import { CHROME_GROUP, CHUNK_GROUPS, chunkNames, groupOfRoot } from './chunkGroups.mjs';

const A = '/p/src/runtime-adapter/';
type Graph = Map<string, { imports: string[]; dynamicImports: string[]; size?: number }>;

/** A graph from each module's static and dynamic imports and its source's length. */
function graph(modules: Record<string, { imports?: string[]; dynamicImports?: string[]; size?: number }>): Graph {
  return new Map(Object.entries(modules).map(([id, m]) => [id, { imports: m.imports ?? [], dynamicImports: m.dynamicImports ?? [], size: m.size }]));
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

  it('puts what many groups share with the chrome, and leaves a large set fewer share to rolldown', () => {
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
        '/p/image.ts': { size: 2000 },
      }),
      entry,
      () => false,
      GROUPS,
      4,
      2000,
    );
    expect(names.get('/p/tokens.ts')).toBe(CHROME_GROUP);
    expect(names.get('/p/colour.ts')).toBe(CHROME_GROUP);
    expect(names.has('/p/image.ts')).toBe(false);
    // a root no group names, alone: rolldown gives it its own chunk
    expect(names.has(roots[0]!)).toBe(false);
  });

  it('puts the modules a few groups share with the chrome when their sources are under the bar in all and each of them loads the chrome anyway', () => {
    const [k1 = '', k2 = '', k3 = '', k4 = ''] = mounts('k1', 'k2', 'k3', 'k4');
    const names = chunkNames(
      graph({
        [entry]: { dynamicImports: [bar, k1, k2, k3, k4] },
        [bar]: { imports: ['/p/renderRoot.tsx'] },
        '/p/renderRoot.tsx': {},
        [k1]: { imports: ['/p/renderRoot.tsx', '/p/labels.ts', '/p/steps.ts', '/p/model.ts', '/p/inView.ts'] },
        [k2]: { imports: ['/p/renderRoot.tsx', '/p/labels.ts', '/p/steps.ts'] },
        [k3]: { imports: ['/p/renderRoot.tsx', '/p/model.ts', '/p/price.ts'] },
        // no view: it does not load the chrome's chunk
        [k4]: { imports: ['/p/inView.ts'] },
        '/p/labels.ts': { size: 900 },
        '/p/steps.ts': { size: 1000 },
        '/p/model.ts': { imports: ['/p/shape.ts'], size: 1200 },
        '/p/shape.ts': { size: 800 },
        '/p/price.ts': { size: 10 },
        '/p/inView.ts': { size: 10 },
      }),
      entry,
      () => false,
      GROUPS,
      8,
      2000,
    );
    // k1 and k2 share 1900 bytes: with the chrome, which both load anyway
    expect(names.get('/p/labels.ts')).toBe(CHROME_GROUP);
    expect(names.get('/p/steps.ts')).toBe(CHROME_GROUP);
    // k1 and k3 share 2000: left to rolldown (one common chunk of its own)
    expect(names.has('/p/model.ts')).toBe(false);
    expect(names.has('/p/shape.ts')).toBe(false);
    // k4 would come to wait for the chrome's chunk: left to rolldown
    expect(names.has('/p/inView.ts')).toBe(false);
    // what one lone root alone reaches stays with it
    expect(names.has('/p/price.ts')).toBe(false);
  });

  it('counts a root loaded only from code that comes with the chrome as loading it, and keeps a set out whose imports would add a file to every page', () => {
    const [k1 = '', k2 = ''] = mounts('k1', 'k2');
    const lightbox = '/p/src/gallery/Lightbox.tsx';
    const names = chunkNames(
      graph({
        [entry]: { dynamicImports: [bar, k1, k2] },
        [bar]: { imports: ['/p/renderRoot.tsx'] },
        '/p/renderRoot.tsx': {},
        [k1]: { imports: ['/p/renderRoot.tsx', '/p/swipe.ts', '/p/focus.ts'], dynamicImports: [lightbox] },
        [k2]: { imports: ['/p/renderRoot.tsx', '/p/focus.ts'] },
        // no static import of the chrome, but only k1, which has it, loads it
        [lightbox]: { imports: ['/p/swipe.ts', '/p/tabbable.js'] },
        '/p/swipe.ts': { size: 100 },
        // small, but it imports a large module (k1, k2 and the lightbox share it) that stays a common chunk of its own
        '/p/focus.ts': { imports: ['/p/tabbable.js'], size: 100 },
        '/p/tabbable.js': { size: 9000 },
      }),
      entry,
      () => false,
      GROUPS,
      8,
      2000,
    );
    expect(names.get('/p/swipe.ts')).toBe(CHROME_GROUP);
    // not with the chrome: together in a chunk of their own (the lightbox comes with k1, which loads both)
    expect(names.get('/p/focus.ts')).toBe('tabbable');
    expect(names.get('/p/tabbable.js')).toBe('tabbable');
  });

  it('joins a shared set to a larger one when every page loading the larger loads it too, and only then', () => {
    const [k1 = '', k2 = '', k3 = ''] = mounts('k1', 'k2', 'k3');
    const lightbox = '/p/src/gallery/Lightbox.tsx';
    const names = chunkNames(
      graph({
        [entry]: { dynamicImports: [bar, k1, k2, k3] },
        [bar]: {},
        // the lightbox is loaded only from k1's code
        [k1]: { imports: ['/p/chrome.tsx', '/p/swipe.ts', '/p/strip.ts', '/p/dialog.ts', '/p/price.ts'], dynamicImports: [lightbox] },
        [k2]: { imports: ['/p/chrome.tsx', '/p/swipe.ts', '/p/strip.ts', '/p/price.ts'] },
        [k3]: { imports: ['/p/dialog.ts', '/p/price.ts', '/p/stepper.ts'] },
        [lightbox]: { imports: ['/p/swipe.ts', '/p/dialog.ts'] },
        '/p/chrome.tsx': { size: 3000 },
        '/p/strip.ts': { size: 500 },
        '/p/swipe.ts': { size: 3500 },
        '/p/dialog.ts': { size: 7000 },
        '/p/price.ts': { size: 3000 },
        '/p/stepper.ts': { size: 10 },
      }),
      entry,
      () => false,
      GROUPS,
      8,
      2000,
    );
    // k1 and k2 share chrome and strip; k1, k2 and the lightbox share swipe: the lightbox comes with k1, so one chunk
    expect(names.get('/p/chrome.tsx')).toBe('swipe');
    expect(names.get('/p/strip.ts')).toBe('swipe');
    expect(names.get('/p/swipe.ts')).toBe('swipe');
    // k1, k3 and the lightbox share dialog; k1, k2 and k3 share price: k2 does not come with k1 or k3, so each stays rolldown's
    expect(names.has('/p/dialog.ts')).toBe(false);
    expect(names.has('/p/price.ts')).toBe(false);
  });
});
