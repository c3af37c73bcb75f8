/**
 * The logout notice: the runtime adds its host under the page's logout flag.
 */
import type { NoticeMountProps } from '../page/logoutNotice.rules';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

export const notice: KindDescriptor<NoticeMountProps> = {
  load: () => import('../mounts/notice'),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const noticeFacts: KindFacts = {
  finds: 'not in markup: runtime.ts pageJobs, from the page flags (page/logoutNotice.rules.ts)',
  reader: null,
  group: null,
};
