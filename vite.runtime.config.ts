/**
 * The published-page runtime: src/runtime-adapter/main.ts built to dist/runtime/runtime.js
 * as an ES module, minified, with one chunk per block loader under dist/runtime/chunks/
 * and a manifest (dist/runtime/.vite/manifest.json) to measure each chunk's size.
 *   npm run build:runtime
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export const RUNTIME_ENTRY = 'src/runtime-adapter/main.ts';

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
      preserveEntrySignatures: 'strict',
      output: {
        format: 'es',
        entryFileNames: 'runtime.js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
