/**
 * The scanner's part for the accordion block (number 69): its published markup as plain
 * values (`parse/accordionMarkup.ts`), read in the mount chunk.
 */
import type { AccordionMarkup } from '../parse/accordionMarkup';
import type { FoundBlock } from '../kinds/kindDescriptor';
import { attributesOf } from './readMarkup';

/** The container's flags, each item's title text and description HTML, the titles' heading level. */
export function accordionMarkupOf(content: Element): AccordionMarkup {
  const container = content.querySelector('ul.accordion-items-container');
  if (!container) return { container: null, items: [], headingLevel: null };
  const items = Array.from(container.querySelectorAll('li.accordion-item')).map((item) => ({
    title: item.querySelector('.accordion-item__title')?.textContent?.trim() ?? '',
    // as sent, its white space too (it parts the description's words from the titles around it)
    descriptionHtml: item.querySelector('.accordion-item__description')?.innerHTML ?? '',
  }));
  const heading = container.querySelector('.accordion-item__title-wrapper[aria-level], li.accordion-item h2, li.accordion-item h3, li.accordion-item h4');
  const level = heading?.getAttribute('aria-level') ?? (heading && /^H[2-6]$/.test(heading.tagName) ? heading.tagName.slice(1) : null);
  return { container: attributesOf(container), items, headingLevel: level };
}

/** An accordion block's reader, in its mount chunk (`scanBlock`). */
export const scanAccordionBlock = ({ content }: FoundBlock): AccordionMarkup => accordionMarkupOf(content);
