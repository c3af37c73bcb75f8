/**
 * Mount chunk: the accordion block over its published markup (`ul.accordion-items-container`,
 * `li.accordion-item`s). `readAccordionMarkup` reads the container's flags and the items;
 * each description is the server's own rich text (links and all), put in the view's panel
 * as the server sent it. A block the reader cannot read stays as rendered, marked
 * `data-runtime-left` with what was missing, and one console warning names it.
 */
import { htmlWithUsableAddresses } from '../../primitives/untrustedHtml/serverHtmlAddresses';
import { Accordion } from '../../blocks/accordion/Accordion';
import { readAccordionMarkup } from '../parse/accordionMarkup';
import type { MountFunction } from '../mountTypes';
import { LEFT_ATTRIBUTE, replaceBlockContent } from './renderRoot';

/** The block's reader comes with its mount (one dynamic import). */
export { scanAccordionBlock as scanBlock } from '../scan/scanAccordion';

export const mount: MountFunction<'accordion'> = (element, markup, context) => {
  const read = readAccordionMarkup(markup);
  if (!read.ok) {
    element.setAttribute(LEFT_ATTRIBUTE, read.error);
    console.warn(`Block ${element.id || 'without id'} (accordion) left as rendered: ${read.error}`);
    return () => element.removeAttribute(LEFT_ATTRIBUTE);
  }
  const { items, ...settings } = read.value;
  const view = (
    <Accordion
      {...settings}
      items={items.map((item) => ({
        title: item.title,
        content: '',
        // the platform's own rich text, as the server rendered it in this page, its links through the one address rule
        body: (
          <div
            className="accordion-item__description"
            data-server-html=""
            dangerouslySetInnerHTML={{ __html: htmlWithUsableAddresses(item.descriptionHtml, element.ownerDocument) }}
          />
        ),
      }))}
    />
  );
  return replaceBlockContent(element, view, context, 'runtime-accordion');
};
