/**
 * The page as the tracking services see it (`PageFacts`), read from the window, the
 * document and the site context at the moment of each call.
 */
import type { PageFacts } from '../../services/tracking/census/pageFacts';
import type { SiteContext } from '../../platform/siteContext/siteContext.types';

function localStorageWorks(win: Window): boolean {
  try {
    const probe = '__storage_probe__';
    win.localStorage.setItem(probe, probe);
    win.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

export function readPageFacts(win: Window, context: SiteContext): PageFacts {
  const { location, document, navigator } = win;
  return {
    locale: navigator.language,
    websiteId: context.website.id ?? '',
    templateId: context.templateId,
    pageId: context.itemId ?? context.collectionId,
    pageTitle: document.title,
    pageUrl: location.href,
    pagePath: location.pathname,
    pageHash: location.hash === '' ? null : location.hash,
    queryString: location.search,
    referrer: document.referrer,
    userAgent: navigator.userAgent,
    viewport: { width: win.innerWidth, height: win.innerHeight },
    screen: { width: win.screen.width, height: win.screen.height },
    localStorageSupported: localStorageWorks(win),
    websiteLocale: context.websiteLocale,
    memberLocale: context.memberLocale,
    memberAccountId: context.authenticatedAccountId,
  };
}
