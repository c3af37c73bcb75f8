/**
 * The scanner's part for 7.1 list sections (user items): not blocks but page sections whose
 * items live in the entity-encoded `data-current-context` of `.user-items-list-item-container`
 * and are also server-rendered as `li.list-item`. Only the carousel variant
 * (`.user-items-list-carousel`, `data-controller="UserItemsListCarousel"`) has behaviour to
 * add: its container's attributes (without the long context) are passed as plain values and
 * the chunk enhances the server's own slides and arrow buttons in place. The simple and
 * banner lists are plain content and stay as rendered.
 */
import type { MountJob } from '../mountTypes';
import { BOUND_ATTRIBUTE } from './boundAttribute';
import { attributesOf } from './readMarkup';

export const LIST_CAROUSEL_SELECTOR = '.user-items-list-item-container.user-items-list-carousel';

export function scanListSections(root: ParentNode, jobs: MountJob[]): void {
  for (const container of Array.from(root.querySelectorAll<HTMLElement>(LIST_CAROUSEL_SELECTOR))) {
    if (container.hasAttribute(BOUND_ATTRIBUTE)) continue;
    container.setAttribute(BOUND_ATTRIBUTE, 'listCarousel');
    const { ['data-current-context']: context, ...attributes } = attributesOf(container);
    const sectionId = attributes['data-section-id'];
    jobs.push({
      kind: 'listCarousel',
      element: container,
      props: { attributes, context: context ?? null },
      label: `list section ${sectionId ? sectionId : 'without id'}`,
    });
  }
}
