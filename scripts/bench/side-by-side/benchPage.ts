/**
 * The bench page's entry: `?page=grid` (or swiper, embla, lightbox, photoswipe) loads that
 * page's code only, each a chunk of its own, so no page carries another library.
 */
const PAGES: Record<string, () => Promise<unknown>> = {
  grid: () => import('./grid'),
  swiper: () => import('./swiper'),
  embla: () => import('./embla'),
  lightbox: () => import('./lightbox'),
  photoswipe: () => import('./photoswipe'),
};

const page = new URLSearchParams(location.search).get('page') ?? '';
const load = PAGES[page];
if (!load) throw new Error(`no bench page "${page}"; one of ${Object.keys(PAGES).join(', ')}`);
void load();
