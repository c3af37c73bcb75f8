/**
 * The summary block's widget rendering call (spec 000 §7): the widget form every widget
 * block sends (`primitives/widget`), typed 55 when the page gives no number, with the
 * block's `collectionId` when it summarises an events collection. Pure.
 */
import { OBSERVED_BLOCK_TYPE_NUMBERS } from '../../platform/enums/blockTypes';
import type { WidgetRenderingForm } from '../../services/widgets/widgetRendering';
import { widgetRenderingForm, type WidgetBlock } from '../../primitives/widget/widgetRendering.rules';
import type { SummarySettings } from './summary.rules';

/** The summary v2 block's number on real pages (55): its type when the page gives none. */
export const SUMMARY_WIDGET_TYPE = OBSERVED_BLOCK_TYPE_NUMBERS['summary-v2'];

/** The form for a summary block: `collectionId` too when it summarises an events collection that it names. */
export function summaryRenderingForm(block: WidgetBlock, settings: Pick<SummarySettings, 'eventCollection' | 'collectionId'>): WidgetRenderingForm {
  const form = widgetRenderingForm(block, SUMMARY_WIDGET_TYPE);
  return settings.eventCollection && settings.collectionId !== null ? { ...form, collectionId: settings.collectionId } : form;
}
