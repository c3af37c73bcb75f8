/**
 * Mount chunk: a form block in place of its server markup, with the page's services. The
 * definition is read from the block as published (7.1 context, or the rendered fields);
 * a block read only in part stays as rendered with one warning.
 */
import { FormBlock } from '../../blocks/form';
import { ServicesProvider } from '../../primitives/services';
import type { MountFunction } from '../mountTypes';
import { blockServicesOf } from './blockServices';
import { pageFormSubmitter } from './pageFormSubmitter';
import { leaveFormAsRendered, publishedFormOf } from './formDefinitionOf';
import { formViewProps } from './formViewProps';
import { replaceBlockContent } from './renderRoot';
import { releaseReservedBox } from '../scan/reservedBoxes';
import { WAITING_FORM_SELECTOR } from './reservedMarkup';

/** The button wrapper's alignment class (`form-button-wrapper--align-center`). */
const alignmentOf = (classes: readonly string[]) =>
  classes.map((name) => /^form-button-wrapper--align-(left|center|right)$/.exec(name)?.[1]).find((a) => a !== undefined) as
    'left' | 'center' | 'right' | undefined;

export const mount: MountFunction<'form'> = (element, markup, context) => {
  const read = publishedFormOf(element, markup, false);
  if (read.missing.length > 0) return leaveFormAsRendered(element, read.missing);
  const unmount = replaceBlockContent(
    element,
    <ServicesProvider services={blockServicesOf(context.services, pageFormSubmitter(context.services))}>
      <FormBlock {...formViewProps(read, markup, context)} buttonAlignment={alignmentOf(markup.layoutClasses)} />
    </ServicesProvider>,
    context,
    'runtime-form',
  );
  return () => {
    unmount();
    // the waiting markup whose box the view took is hidden again, as sent
    element.querySelectorAll<HTMLElement>(WAITING_FORM_SELECTOR).forEach(releaseReservedBox);
  };
};
