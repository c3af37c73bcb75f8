/**
 * Mount chunk: the summary v2 block over what the server rendered in it. `SummaryBlock`
 * reads the settings; a block that holds its items shows them (laid out, dates relative,
 * the carousel's controls) without a call; one that holds none asks the server for the
 * rendering through the page's data call (the services' `dataCall`). A failure leaves the
 * server's content (Retry only where it sent nothing), and its cause is logged with the block;
 * a reply showing less than the server's content leaves the block as rendered.
 */
import { SummaryBlock } from '../../blocks/summary/SummaryBlock';
import { ServicesProvider } from '../../primitives/services';
import type { MountFunction } from '../mountTypes';
import { blockServicesOf } from './blockServices';
import { replaceBlockContent } from './renderRoot';

/**
 * Whether the view has its content: rendered (the server's own items, or the call's reply) or failed (what the
 * server sent kept). Until then it shows what the server sent; then `replaceBlockContent` checks it once more, so
 * a reply that drops what the server showed (its header) leaves the block as rendered: the spec's reply replaces
 * the block's content, but never with less than the page already showed.
 */
const answered = (view: HTMLElement) => view.querySelector('[data-summary-state="rendered"], [data-summary-state="failed"]') !== null;

/** The block's reader comes with its mount (one dynamic import). */
export { scanSummaryBlock as scanBlock } from '../scan/scanWidgetBlocks';

export const mount: MountFunction<'summary'> = (element, { settings, elementId, blockType, locale, server }, context) =>
  replaceBlockContent(
    element,
    <ServicesProvider services={blockServicesOf(context.services)}>
      <SummaryBlock
        settings={settings}
        elementId={elementId}
        blockType={blockType}
        locale={locale ?? undefined}
        server={server}
        onFailure={(failure) => console.warn(`Block ${elementId ?? 'without id'} (summary) could not be loaded: ${failure.cause}`)}
      />
    </ServicesProvider>,
    context,
    'runtime-summary',
    { settled: answered },
  );
