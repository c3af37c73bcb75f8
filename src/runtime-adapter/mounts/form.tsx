/** Mount chunk: a form block in place of its server markup, with the page's services. */
import { FormBlock } from '../../blocks/form';
import { ServicesProvider } from '../../primitives/services';
import type { MountFunction } from '../mountTypes';
import { blockServicesOf } from './blockServices';
import { formDefinitionOf } from './formDefinitionOf';
import { formCaptcha } from './pageCaptcha';
import { replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'form'> = (element, { settings, submissionText, submissionHtml }, context) => {
  const definition = formDefinitionOf(settings, element.id || 'form block');
  return replaceBlockContent(
    element,
    <ServicesProvider services={blockServicesOf(context.services)}>
      <FormBlock definition={definition}
        captcha={formCaptcha(definition, context.services.captchaSiteKey)} submissionText={submissionText} submissionHtml={submissionHtml} />
    </ServicesProvider>,
    context,
    'runtime-form',
  );
};
