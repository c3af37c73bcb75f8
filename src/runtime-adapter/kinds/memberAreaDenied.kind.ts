/**
 * The member area access denied page (page type 106).
 */
import type { BlockSettings } from '../parse/blockJson';
import type { KindDescriptor, KindFacts } from './kindDescriptor';
import { PageType } from '../../platform/enums/pageTypes';

/** The member area access denied page (106): its JSON (`readMemberAreaDenied` reads it in the chunk). */
export const memberAreaDenied: KindDescriptor<{ json: BlockSettings }> = {
  load: () => import('../mounts/memberAreaDenied'),
  // its chunk's scanner (scan/scanMemberAndDonationPages.ts scanMemberAreaDenied) reads these
  elements: '.sqs-member-area-denied[data-member-area-json]',
  onPage: ({ pageType }) => pageType === PageType.MEMBER_AREA_ACCESS_DENIED,
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const memberAreaDeniedFacts: KindFacts = {
  finds: '.sqs-member-area-denied[data-member-area-json] on page type 106 (scan/scanMemberAndDonationPages.ts scanMemberAreaDenied)',
  reader: ['readMemberAreaDenied', 'src/blocks/memberArea/memberArea.rules.ts'],
  group: 'members',
};
