/**
 * Mount chunk: a newsletter block in place of its server markup, with the page's services.
 * Its fields, heading, description and footnote are read from the block as published; a
 * block read only in part stays as rendered with one warning.
 */
import { NewsletterBlock, isNewsletterStacked, newsletterAlignmentOf } from '../../blocks/newsletter';
import { ServicesProvider } from '../../primitives/services';
import type { MountFunction } from '../mountTypes';
import { blockServicesOf } from './blockServices';
import { leaveFormAsRendered, publishedFormOf } from './formDefinitionOf';
import { formCaptcha } from './pageCaptcha';
import { replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'newsletter'> = (element, markup, context) => {
  const read = publishedFormOf(element, markup, true);
  if (read.missing.length > 0) return leaveFormAsRendered(element, read.missing);
  const { definition } = read;
  return replaceBlockContent(
    element,
    <ServicesProvider services={blockServicesOf(context.services)}>
      <NewsletterBlock
        definition={definition}
        captcha={formCaptcha(definition, context.services.captchaSiteKey)}
        redirectUrl={read.redirectUrl}
        submissionText={markup.submissionText}
        submissionTextHtml={markup.submissionTextHtml ?? read.submissionMessageHtml ?? undefined}
        submissionHtml={markup.submissionHtml}
        title={markup.title}
        descriptionHtml={markup.descriptionHtml}
        footnoteHtml={markup.footnoteHtml}
        align={newsletterAlignmentOf(markup.layoutClasses)}
        stacked={isNewsletterStacked(markup.layoutClasses)}
      />
    </ServicesProvider>,
    context,
    'runtime-newsletter',
  );
};
