/**
 * Mount chunk: a newsletter block in place of its server markup, with the page's services.
 * Its fields, heading, description and footnote are read from the block as published; a
 * block read only in part stays as rendered with one warning.
 */
import { htmlWithUsableAddresses } from '../../primitives/untrustedHtml/serverHtmlAddresses';
import { NewsletterBlock, isNewsletterStacked, newsletterAlignmentOf } from '../../blocks/newsletter';
import { ServicesProvider } from '../../primitives/services';
import type { MountFunction } from '../mountTypes';
import { blockServicesOf } from './blockServices';
import { pageFormSubmitter } from './pageFormSubmitter';
import { leaveFormAsRendered, publishedFormOf } from './formDefinitionOf';
import { formViewProps } from './formViewProps';
import { replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'newsletter'> = (element, markup, context) => {
  const read = publishedFormOf(element, markup, true);
  if (read.missing.length > 0) return leaveFormAsRendered(element, read.missing);
  return replaceBlockContent(
    element,
    <ServicesProvider services={blockServicesOf(context.services, pageFormSubmitter(context.services))}>
      <NewsletterBlock
        {...formViewProps(read, markup, context)}
        title={markup.title}
        // the server's texts shown again: their links through the one address rule
        descriptionHtml={markup.descriptionHtml === undefined ? undefined : htmlWithUsableAddresses(markup.descriptionHtml, element.ownerDocument)}
        footnoteHtml={markup.footnoteHtml === undefined ? undefined : htmlWithUsableAddresses(markup.footnoteHtml, element.ownerDocument)}
        align={newsletterAlignmentOf(markup.layoutClasses)}
        stacked={isNewsletterStacked(markup.layoutClasses)}
      />
    </ServicesProvider>,
    context,
    'runtime-newsletter',
  );
};
