import type { PageFacts } from './pageFacts';

/** A filled-in page, for tests and stories. */
export function examplePageFacts(overrides: Partial<PageFacts> = {}): PageFacts {
  return {
    locale: 'en-GB',
    websiteId: '5f1a2b3c4d5e6f7a8b9c0d1e',
    templateId: '4f8a1b2c3d4e5f6a7b8c9d0e',
    pageId: '60aa11bb22cc33dd44ee55ff',
    pageTitle: 'Spring Collection — Fern & Finch',
    pageUrl: 'https://fernandfinch.example/shop?sort=new#top',
    pagePath: '/shop',
    pageHash: '#top',
    queryString: '?sort=new',
    referrer: 'https://search.example/?q=linen+shirts',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) ExampleBrowser/1.0',
    viewport: { width: 1280, height: 720 },
    screen: { width: 1920, height: 1080 },
    localStorageSupported: true,
    websiteLocale: 'en-GB',
    memberLocale: null,
    memberAccountId: null,
    ...overrides,
  };
}
