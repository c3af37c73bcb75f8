/**
 * Mount chunk: the accordion block in place of its server markup. The settings are read
 * here (`readAccordionBlock`); settings it refuses throw, and the mounter logs them with
 * the block and leaves the server markup as it was.
 */
import { Accordion } from '../../blocks/accordion/Accordion';
import { readAccordionBlock } from '../../blocks/accordion/accordion.rules';
import type { MountFunction } from '../mountTypes';
import { replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'accordion'> = (element, { settings }, context) => {
  const data = readAccordionBlock(settings);
  return replaceBlockContent(element, <Accordion {...data} />, context, 'runtime-accordion');
};
