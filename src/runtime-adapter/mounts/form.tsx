/** Mount chunk: a form block in place of its server markup, with the page's services. */
import { FormBlock } from '../../blocks/form';
import { ServicesProvider } from '../../primitives/services';
import type { MountFunction } from '../mountTypes';
import { blockServicesOf } from './blockServices';
import { formDefinitionOf } from './formDefinitionOf';
import { replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'form'> = (element, { settings, submissionText, submissionHtml }, context) =>
  replaceBlockContent(
    element,
    <ServicesProvider services={blockServicesOf(context.services)}>
      <FormBlock definition={formDefinitionOf(settings, element.id || 'form block')} submissionText={submissionText} submissionHtml={submissionHtml} />
    </ServicesProvider>,
    context,
    'runtime-form',
  );
