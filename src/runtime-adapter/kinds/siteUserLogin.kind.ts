/**
 * The site user's login dialog the data call opens on a loginRequired reply.
 */
import type { SiteUserLoginMountProps } from '../mountTypes';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

export const siteUserLogin: KindDescriptor<SiteUserLoginMountProps> = {
  load: () => import('../mounts/siteUserLogin'),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const siteUserLoginFacts: KindFacts = {
  finds: 'not in markup: opened by the page services (createPageServices.ts) on loginRequired',
  reader: null,
  group: null,
};
