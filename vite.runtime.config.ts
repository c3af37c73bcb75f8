/**
 * The published-page runtime: src/runtime-adapter/main.ts built to dist/runtime/runtime.js
 * as an ES module, minified, with its block loaders in chunks under dist/runtime/chunks/
 * (grouped by scripts/runtime-build/chunkGroups.mjs: the page chrome with what many kinds share,
 * groups of kinds pages have together), the renderer (Preact as React: scripts/runtime-build/renderer.mjs)
 * and styled-components in one vendor chunk (loaded with the first view), and a manifest (dist/runtime/.vite/manifest.json) to measure
 * each chunk's size.
 *   npm run build:runtime
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { chunkNames } from './scripts/runtime-build/chunkGroups.mjs';
import { HELPER_CHUNK, inlineHelpers } from './scripts/runtime-build/inlineHelpers.mjs';
import { RENDERER_ALIASES } from './scripts/runtime-build/renderer.mjs';

export const RUNTIME_ENTRY = 'src/runtime-adapter/main.ts';

/** The renderer and what every view renders with: one vendor chunk, loaded with the first view. */
const VENDOR = /node_modules[\\/](preact|react|react-dom|scheduler|styled-components|stylis|@emotion[\\/][^\\/]+|tslib|shallowequal)[\\/]/;

/**
 * Reads the module graph once it is built and names each module's chunk by the rules of
 * scripts/runtime-build/chunkGroups.mjs (the page chrome with what many kinds share, groups of kinds).
 */
function chunkGroupsFromGraph(): { plugin: Plugin; nameOf: (id: string) => string | null } {
  let names = new Map<string, string>();
  const plugin: Plugin = {
    name: 'runtime-chunk-groups',
    buildEnd() {
      const graph = new Map<string, { imports: readonly string[]; dynamicImports: readonly string[]; size: number }>();
      let entry: string | undefined;
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        if (info.isEntry) entry = id;
        graph.set(id, { imports: info.importedIds, dynamicImports: info.dynamicallyImportedIds, size: info.code?.length ?? 0 });
      }
      names = entry ? chunkNames(graph, entry, (id: string) => VENDOR.test(id)) : new Map();
    },
  };
  return { plugin, nameOf: (id) => names.get(id) ?? null };
}
const chunkGroups = chunkGroupsFromGraph();

/**
 * Dynamic imports without Vite's preload helper: with no module preload and no CSS, the helper only
 * waits for an empty list of dependencies, yet it weighed 0.7 KiB gzip in runtime.js. Its module is
 * replaced by one that calls the import at once; the build fails if a chunk came to have CSS (then the
 * helper would have work to do).
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const bareDynamicImports: Plugin = {
  name: 'runtime-bare-dynamic-imports',
  enforce: 'pre',
  load(id) {
    return id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null;
  },
  generateBundle(_options, bundle) {
    const css = Object.keys(bundle).filter((file) => file.endsWith('.css'));
    if (css.length > 0) throw new Error(`runtime build: CSS chunks (${css.join(', ')}) need Vite's preload helper, which this build leaves out`);
  },
};

/**
 * styled-components adds vendor prefixes only when asked (`StyleSheetManager enableVendorPrefixes`, off by
 * default since v6; nothing here asks), yet stylis' prefixer (1.2 KiB gzip) came in the vendor chunk on every
 * page because its middleware names it. In the published runtime the prefixer's module is one that says so
 * if it is ever called.
 */
export const STYLIS_PREFIXER = /node_modules[\\/]stylis[\\/]src[\\/]Prefixer\.js$/;
export const NO_VENDOR_PREFIXES = 'The published runtime is built without vendor prefixes (vite.runtime.config.ts): do not set enableVendorPrefixes';
const noVendorPrefixes: Plugin = {
  name: 'runtime-no-vendor-prefixes',
  enforce: 'pre',
  load(id) {
    return STYLIS_PREFIXER.test(id) ? `export function prefix() { throw new Error(${JSON.stringify(NO_VENDOR_PREFIXES)}); }` : null;
  },
};

/**
 * Rolldown's helper chunk (its `__export`, 0.15 KiB, one more file on every page) folded into the chunks that use it
 * (scripts/runtime-build/inlineHelpers.mjs), before Vite writes the manifest.
 */
const noHelperChunk: Plugin = {
  name: 'runtime-no-helper-chunk',
  enforce: 'pre',
  generateBundle(_options, bundle) {
    const helpers = Object.values(bundle).find((o) => o.type === 'chunk' && HELPER_CHUNK.test(o.fileName));
    if (!helpers || helpers.type !== 'chunk') return;
    const chunks = Object.values(bundle).filter((o) => o.type === 'chunk' && o !== helpers);
    const folded = inlineHelpers(helpers.code, chunks as { fileName: string; code: string; imports: string[] }[], helpers.fileName);
    for (const chunk of chunks)
      if (chunk.type === 'chunk' && folded.has(chunk.fileName)) {
        chunk.code = folded.get(chunk.fileName) ?? chunk.code;
        chunk.imports = chunk.imports.filter((file) => file !== helpers.fileName);
      }
    delete bundle[helpers.fileName];
  },
};

/**
 * The runtime's build with the views rendered by `renderer`: Preact as React, as visitors' pages get it
 * (scripts/runtime-build/renderer.mjs), or React DOM, which only e2e/rendererParity.spec.ts builds, to hold the two to
 * the same pages.
 */
export function runtimeConfig(renderer: 'preact' | 'react'): UserConfig {
  return {
    plugins: [react(), chunkGroups.plugin, bareDynamicImports, noVendorPrefixes, noHelperChunk],
    resolve: { alias: renderer === 'preact' ? [...RENDERER_ALIASES] : [] },
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: 'dist/runtime',
      emptyOutDir: true,
      minify: true,
      manifest: true,
      modulePreload: false,
      rolldownOptions: {
        input: RUNTIME_ENTRY,
        // the entry may export what mount chunks share with it, so that code stays in runtime.js
        // instead of a dozen small chunks loaded before the first block
        preserveEntrySignatures: 'allow-extension',
        output: {
          format: 'es',
          entryFileNames: 'runtime.js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          assetFileNames: 'assets/[name]-[hash][extname]',
          codeSplitting: {
            groups: [
              { name: 'vendor', test: VENDOR, priority: 20 },
              // the start-up code stays whole in runtime.js (the entry is named main): without this group rolldown
              // moved start-up modules a mount chunk shares (blockKind, htmlEntities, constants) into small
              // chunks runtime.js imports statically, as soon as a chunk came to import a few more of them
              { name: 'main', tags: ['$initial'], priority: 30 },
              // placed by the graph: only what the start-up code does not import, so runtime.js stays alone
              { name: chunkGroups.nameOf, debugName: 'runtime chunk groups', priority: 10, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
  };
}

export default defineConfig(runtimeConfig('preact'));
