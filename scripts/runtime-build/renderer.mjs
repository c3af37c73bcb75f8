/**
 * The renderer visitors' pages get: the views are the library's React components, and the published runtime
 * renders them with Preact through its React-compatible layer (about 10 KiB gzip where React DOM is 65.6), by
 * pointing `react` and `react-dom` at src/runtime-adapter/renderer/reactOnPreact.js, which says what it makes as
 * React does. The library, Storybook and the farms render with React. `vite.runtime.config.ts` builds the runtime
 * with these aliases; `npm run bench:gallery` builds our bench pages with them, so it times what visitors run.
 */
import { fileURLToPath } from 'node:url';

const REACT_ON_PREACT = fileURLToPath(new URL('../../src/runtime-adapter/renderer/reactOnPreact.js', import.meta.url));

/** Vite `resolve.alias` entries: React's entry points as the runtime's renderer provides them. */
export const RENDERER_ALIASES = Object.freeze([
  { find: /^react$/, replacement: REACT_ON_PREACT },
  { find: /^react-dom$/, replacement: REACT_ON_PREACT },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
]);
