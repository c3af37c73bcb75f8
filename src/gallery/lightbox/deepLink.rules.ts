/**
 * Gallery deep links (spec: with history enabled, the current slide's id or url is
 * written as itemId under the collection's full url; an itemId in the address selects
 * the slide on load; skipped inside the site editor). Back closes the lightbox rather
 * than stepping through every slide: opening pushes one entry, slide changes replace
 * it, closing goes back to the entry before (or, for a lightbox the address opened,
 * replaces the address with one without the itemId). Pure: returns the history operation.
 */
export interface DeepLinkSlide {
  id: string | null;
  url: string | null;
}

export type HistoryOperation = { kind: 'push' | 'replace'; url: string } | { kind: 'back' } | { kind: 'none' };

/** The value written for a slide: its url, else its id. */
export function itemIdOf(slide: DeepLinkSlide): string | null {
  return slide.url ?? slide.id;
}

export function deepLinkUrl(collectionUrl: string, slide: DeepLinkSlide, currentSearch = ''): string | null {
  const itemId = itemIdOf(slide);
  if (!itemId) return null;
  const params = new URLSearchParams(currentSearch);
  params.set('itemId', itemId);
  return `${collectionUrl}?${params.toString()}`;
}

/** The collection address with the itemId taken out (a lightbox opened from the address closes to it). */
export function addressWithoutItem(collectionUrl: string, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  params.delete('itemId');
  const search = params.toString();
  return search ? `${collectionUrl}?${search}` : collectionUrl;
}

/** The slide an address asks for: matched by url first, then id; null when none matches. */
export function slideFromAddress(search: string, slides: readonly DeepLinkSlide[]): number | null {
  const itemId = new URLSearchParams(search).get('itemId');
  if (!itemId) return null;
  const byUrl = slides.findIndex((s) => s.url === itemId);
  if (byUrl >= 0) return byUrl;
  const byId = slides.findIndex((s) => s.id === itemId);
  return byId >= 0 ? byId : null;
}

export interface DeepLinkContext {
  historyEnabled: boolean;
  inSiteEditor: boolean;
  collectionUrl: string;
  search: string;
}

/** The history operation for a lightbox event. */
export function historyFor(
  event: { type: 'open' | 'change'; slide: DeepLinkSlide } | { type: 'close'; openedByUs: boolean },
  ctx: DeepLinkContext,
): HistoryOperation {
  if (!ctx.historyEnabled || ctx.inSiteEditor) return { kind: 'none' };
  if (event.type === 'close') return event.openedByUs ? { kind: 'back' } : { kind: 'replace', url: addressWithoutItem(ctx.collectionUrl, ctx.search) };
  const url = deepLinkUrl(ctx.collectionUrl, event.slide, ctx.search);
  if (!url) return { kind: 'none' };
  return { kind: event.type === 'open' ? 'push' : 'replace', url };
}
