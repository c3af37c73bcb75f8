/**
 * An accordion block in the platform's published shape (7.1, number 69) for the adapter's
 * tests: flags as `data-*` on `ul.accordion-items-container` (empty = false), items as
 * `li.accordion-item` with the title in the heading's button and a rich-text description.
 */
export interface PublishedAccordionItem {
  title: string;
  /** The description's inner HTML. */
  description: string;
}

export function publishedAccordion(id: string, items: readonly PublishedAccordionItem[], flags: Record<string, string> = {}): string {
  const attributes = {
    'data-should-allow-multiple-open-items': '',
    'data-is-divider-enabled': 'true',
    'data-is-first-divider-visible': 'true',
    'data-is-last-divider-visible': 'true',
    'data-is-expanded-first-item': '',
    'data-accordion-title-alignment': 'left',
    'data-accordion-description-alignment': 'left',
    'data-accordion-description-placement': 'left',
    'data-accordion-icon-placement': 'right',
    ...flags,
  };
  const list = Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');
  const lis = items
    .map(
      (item) => `<li class="accordion-item">
      <p class="accordion-item__title-wrapper" role="heading" aria-level="3">
        <button class="accordion-item__click-target" aria-expanded="false"><span class="accordion-item__title">${item.title}</span>
          <div class="accordion-icon-container" data-is-open="false" aria-hidden="true"><div class="plus"></div></div></button>
      </p>
      <div class="accordion-item__dropdown" role="region"><div class="accordion-item__description">${item.description}</div></div>
    </li>`,
    )
    .join('\n');
  return `<div class="sqs-block accordion-block sqs-block-accordion" data-block-type="69" id="${id}"><div class="sqs-block-content">
  <ul class="accordion-items-container" ${list}>${lis}</ul></div></div>`;
}
