/**
 * Mount chunk: the summary v2 block in place of its server placeholder. `SummaryBlock`
 * reads the settings and asks the server for the rendering through the page's data call
 * (the services' `dataCall`); a failure shows in the block with Retry, and its cause is
 * logged with the block.
 */
import { SummaryBlock } from '../../blocks/summary/SummaryBlock';
import { ServicesProvider } from '../../primitives/services';
import type { MountFunction } from '../mountTypes';
import { blockServicesOf } from './blockServices';
import { replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'summary'> = (element, { settings, elementId, blockType, locale }, context) =>
  replaceBlockContent(
    element,
    <ServicesProvider services={blockServicesOf(context.services)}>
      <SummaryBlock
        settings={settings}
        elementId={elementId}
        blockType={blockType}
        locale={locale ?? undefined}
        onFailure={(failure) => console.warn(`Block ${elementId ?? 'without id'} (summary) could not be loaded: ${failure.cause}`)}
      />
    </ServicesProvider>,
    context,
    'runtime-summary',
  );
