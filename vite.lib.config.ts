/**
 * The installable library: one ES module entry per layer (src/library/*.ts) built to lib/,
 * each source module kept as its own file (preserveModules) so an app's bundler drops what it
 * does not import. Every package import stays an import (react, styled-components and the
 * dependencies are the app's to install and dedupe). Types: tsconfig.lib.json, then
 * scripts/library/declarationSpecifiers.mjs (`.js` in their relative imports, for Node's resolution);
 * the published-page runtime: vite.runtime.config.ts built into lib/runtime/. package.json's sideEffects
 * names the fonts entry, the runtime and CSS, and also ./src/**: not in the package, it keeps this
 * repository's own builds (Storybook, the runtime) treating its sources as they did before the field.
 *   npm run build:lib
 */
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { namedStyledImport } from './scripts/library/styledNamedImport.mjs';

export const LIBRARY_ENTRIES = ['tokens', 'platform', 'services', 'primitives', 'galleries', 'effects', 'dialogs', 'blocks', 'fonts'];

/** A package import (`react`, `culori/fn`, `@fontsource/inter/400.css`), not a path inside the project. */
const isPackageImport = (id: string) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');

/** styled-components by its named export, which Node's ESM loader and bundlers both give (scripts/library/styledNamedImport.mjs). */
const styledForNode: Plugin = {
  name: 'library:styled-named-import',
  renderChunk: (code) => (code.includes('styled-components') ? { code: namedStyledImport(code), map: null } : null),
};

export default defineConfig({
  plugins: [react(), styledForNode],
  publicDir: false,
  build: {
    outDir: 'lib',
    emptyOutDir: true,
    minify: false,
    sourcemap: false,
    lib: {
      entry: Object.fromEntries(LIBRARY_ENTRIES.map((name) => [`library/${name}`, `src/library/${name}.ts`])),
      formats: ['es'],
    },
    rolldownOptions: {
      external: isPackageImport,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
    },
  },
});
