/**
 * A follow-button link in a twitter or social links block.
 */
import type { FollowButtonMarkup } from '../parse/contentBlockMarkup';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

/** A follow-button link in a twitter or social links block. */
export const followButton: KindDescriptor<FollowButtonMarkup> = {
  load: () => import('../mounts/followButton'),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const followButtonFacts: KindFacts = {
  finds: 'a.twitter-follow-button[href] (scan/scanFollowButtons.ts)',
  reader: ['readFollowLink', 'src/blocks/followButton/followButton.rules.ts'],
  group: null,
};
