import type { DataCall } from '../http/dataCall';
import type { DataCallResult } from '../http/dataCall.types';

/**
 * The widget rendering call (spec 000 §7): POST /api/widget/GetWidgetRendering,
 * form-encoded, with `widgetJSON` (the widget's type, its block id without the `block-`
 * prefix and its value, the block data) and, for summary blocks of event collections,
 * `collectionId`. The reply's `html` replaces the block's content. Used by the summary
 * and social gallery blocks.
 *
 * This is the transport only, over the data-call wrapper (crumb, crumbFail retry,
 * login, system error overlay); what to send and how to read the reply are the
 * widget primitive's rules (`primitives/widget/widgetRendering.rules.ts`).
 */
export const WIDGET_RENDERING_URL = '/api/widget/GetWidgetRendering';

/** What `widgetJSON` holds. */
export interface WidgetJson {
  /** The block's type: its `data-block-type` number, or its kind when the page gives none. */
  type: number | string;
  /** The block id without its `block-` prefix. */
  id: string;
  /** The block data (its decoded `data-block-json`). */
  value: Readonly<Record<string, unknown>>;
}

/** The form fields of the call. */
export interface WidgetRenderingForm {
  widgetJSON: WidgetJson;
  /** Only for summary blocks of event collections. */
  collectionId?: string;
}

export interface WidgetRenderer {
  /** Sends the call; resolves to the data call's result (never throws for a server or network failure). */
  render(form: WidgetRenderingForm, options?: { signal?: AbortSignal }): Promise<DataCallResult<unknown>>;
}

export function createWidgetRenderer(call: DataCall): WidgetRenderer {
  return {
    render: (form, { signal } = {}) => {
      // widgetJSON goes as JSON text in its field (the data call form-encodes nested values so)
      const data: Record<string, unknown> = { widgetJSON: form.widgetJSON };
      if (form.collectionId !== undefined) data.collectionId = form.collectionId;
      return call.post(WIDGET_RENDERING_URL, { data, ...(signal ? { signal } : {}) });
    },
  };
}
