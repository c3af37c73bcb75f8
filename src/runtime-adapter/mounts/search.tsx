/**
 * Mount chunk: the search block in place of its server markup (a plain GET form to
 * /search, kept for visitors without JavaScript). The settings are read here
 * (`readSearchBlock`); settings it refuses throw, and the mounter logs them with the block.
 */
import { SearchBlock } from '../../blocks/search/SearchBlock';
import { readSearchBlock } from '../../blocks/search/search.rules';
import { ServicesProvider } from '../../primitives/services';
import type { MountFunction } from '../mountTypes';
import { blockServicesOf } from './blockServices';
import { replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'search'> = (element, { settings }, context) => {
  const { placeholder, collectionIds } = readSearchBlock(settings);
  return replaceBlockContent(
    element,
    <ServicesProvider services={blockServicesOf(context.services)}>
      <SearchBlock placeholder={placeholder} collectionIds={collectionIds} />
    </ServicesProvider>,
    context,
    'runtime-search',
  );
};
