/**
 * The cookie banner: the runtime adds its host when the site context asks for consent.
 */
import type { CookieBannerMountProps } from '../page/consentBanner.rules';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

export const cookieBanner: KindDescriptor<CookieBannerMountProps> = {
  load: () => import('../mounts/cookieBanner'),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const cookieBannerFacts: KindFacts = {
  finds: 'not in markup: runtime.ts pageJobs, from the site context (page/consentBanner.rules.ts)',
  reader: null,
  group: null,
};
