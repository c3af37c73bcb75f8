/**
 * The member area's access page.
 */
import type { BlockSettings } from '../parse/blockJson';
import type { KindDescriptor, KindFacts } from './kindDescriptor';
import { PageType } from '../../platform/enums/pageTypes';

/** The member area's access page: its JSON (`readMemberArea` reads it in the chunk) and the store currency code. */
export const memberArea: KindDescriptor<{ json: BlockSettings; currency: string }> = {
  load: () => import('../mounts/memberArea'),
  // its chunk's scanner (scan/scanMemberAndDonationPages.ts scanMemberAreaAccess) reads these
  elements: '.sqs-member-area-access[data-member-area-json]',
  onPage: ({ pageType }) => pageType !== PageType.MEMBER_AREA_ACCESS_DENIED,
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const memberAreaFacts: KindFacts = {
  finds: '.sqs-member-area-access[data-member-area-json] (scan/scanMemberAndDonationPages.ts scanMemberAreaAccess)',
  reader: ['readMemberArea', 'src/blocks/memberArea/memberArea.rules.ts'],
  group: 'members',
};
