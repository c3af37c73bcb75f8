/**
 * The published-page runtime: src/runtime-adapter/main.ts built to dist/runtime/runtime.js
 * as an ES module, minified, with one chunk per block loader under dist/runtime/chunks/,
 * React and styled-components in one vendor chunk (loaded with the first view), and a
 * manifest (dist/runtime/.vite/manifest.json) to measure each chunk's size.
 *   npm run build:runtime
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export const RUNTIME_ENTRY = 'src/runtime-adapter/main.ts';

/** React and what every view renders with: one vendor chunk, loaded with the first view. */
const VENDOR = /node_modules[\\/](react|react-dom|scheduler|styled-components|stylis|@emotion[\\/][^\\/]+|tslib|shallowequal)[\\/]/;

export default defineConfig({
  plugins: [react()],
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
          groups: [{ name: 'vendor', test: VENDOR, priority: 20 }],
        },
      },
    },
  },
});
