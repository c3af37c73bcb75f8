/**
 * Follow buttons: each `a.twitter-follow-button[href]` (the provider's documented markup,
 * which a twitter or social links block carries) becomes the follow-button mount, with
 * its attributes as plain values. Links inside a code or embed block are the owner's or a
 * third party's, with their own script: left alone. No React, no block code.
 */
import type { MountJob } from '../mountTypes';
import { blockLabel } from '../parse/blockJson';
import { BOUND_ATTRIBUTE } from './boundAttribute';

const FOLLOW_LINK = 'a.twitter-follow-button[href]';
const NOT_OURS = '.code-block, .embed-block, [data-block-type="23"]';

export function scanFollowButtons(root: ParentNode, jobs: MountJob[]): void {
  for (const link of Array.from(root.querySelectorAll<HTMLAnchorElement>(FOLLOW_LINK))) {
    if (link.hasAttribute(BOUND_ATTRIBUTE) || link.closest(NOT_OURS) !== null) continue;
    link.setAttribute(BOUND_ATTRIBUTE, 'followButton');
    const block = link.closest('.sqs-block');
    jobs.push({
      kind: 'followButton',
      element: link,
      label: blockLabel(block?.id),
      props: {
        href: link.getAttribute('href') ?? '',
        screenName: link.getAttribute('data-screen-name'),
        text: link.textContent,
        showCount: link.getAttribute('data-show-count') === 'true',
        size: link.getAttribute('data-size') === 'small' ? 'small' : 'large',
        scriptUrl: link.getAttribute('data-script-src'),
      },
    });
  }
}
