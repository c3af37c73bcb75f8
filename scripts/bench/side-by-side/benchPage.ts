/**
 * The bench page's entry: `?page=grid` (or swiper, embla, lightbox, photoswipe) loads that
 * page's code only, each a chunk of its own, so no page carries another library, and starts it.
 * Each page does its work in the `start` it exports, not on import: the package's `sideEffects`
 * list names only the sources and the library build, so the bundler takes a module of scripts/
 * to have no side effects and would drop a page that only ran on import.
 */
interface BenchPage {
  start: () => void;
}

const PAGES: Record<string, () => Promise<BenchPage>> = {
  grid: () => import('./grid'),
  swiper: () => import('./swiper'),
  embla: () => import('./embla'),
  lightbox: () => import('./lightbox'),
  photoswipe: () => import('./photoswipe'),
};

const page = new URLSearchParams(location.search).get('page') ?? '';
const load = PAGES[page];
if (!load) throw new Error(`no bench page "${page}"; one of ${Object.keys(PAGES).join(', ')}`);
void load().then((loaded) => loaded.start());
