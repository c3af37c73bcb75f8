/** Mount chunk: a newsletter block in place of its server markup, with the page's services. */
import { NewsletterBlock } from '../../blocks/newsletter';
import { ServicesProvider } from '../../primitives/services';
import type { MountFunction } from '../mountTypes';
import { blockServicesOf } from './blockServices';
import { formDefinitionOf } from './formDefinitionOf';
import { formCaptcha } from './pageCaptcha';
import { replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'newsletter'> = (element, { settings, submissionText, submissionHtml, title, description }, context) => {
  const definition = formDefinitionOf(settings, element.id || 'newsletter block');
  return replaceBlockContent(
    element,
    <ServicesProvider services={blockServicesOf(context.services)}>
      <NewsletterBlock
        definition={definition}
        captcha={formCaptcha(definition, context.services.captchaSiteKey)}
        submissionText={submissionText}
        submissionHtml={submissionHtml}
        title={title}
        description={description}
      />
    </ServicesProvider>,
    context,
    'runtime-newsletter',
  );
};
