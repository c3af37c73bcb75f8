import { useEffect, useReducer, useRef } from 'react';
import { useServices } from '../services';
import type { DataCall } from '../../services/http/dataCall';
import { createWidgetRenderer, type WidgetRenderingForm } from '../../services/widgets/widgetRendering';
import { INITIAL_WIDGET_RENDERING, widgetRenderingReducer, type WidgetRenderingState } from './widgetRendering.machine';
import { readWidgetReply, WIDGET_MESSAGES, type WidgetFailure } from './widgetRendering.rules';

export interface WidgetRendering {
  state: WidgetRenderingState;
  /** Loads again after a failure. */
  retry(): void;
}

const renderers = new WeakMap<DataCall, ReturnType<typeof createWidgetRenderer>>();

/** The page's data call from the services; a clear error when the page gives none. */
function useDataCall(block: string): DataCall {
  const { dataCall } = useServices();
  if (!dataCall) throw new Error(`${block}: the ServicesProvider gives no dataCall; the widget rendering call goes through the page's data-call wrapper.`);
  return dataCall;
}

/**
 * Runs the widget rendering machine: asks the server for the form's rendering through
 * the page's data call when loading (each attempt once; leaving or retrying cancels the
 * call under way), and reports each failure to `onFailure`.
 */
export function useWidgetRendering(block: string, form: WidgetRenderingForm, onFailure?: (failure: WidgetFailure) => void): WidgetRendering {
  const dataCall = useDataCall(block);
  const [state, dispatch] = useReducer(widgetRenderingReducer, INITIAL_WIDGET_RENDERING);
  const latest = useRef({ form, onFailure });
  latest.current = { form, onFailure };

  useEffect(() => {
    if (state.status !== 'loading') return;
    const { attempt } = state;
    const controller = new AbortController();
    let renderer = renderers.get(dataCall);
    if (!renderer) renderers.set(dataCall, (renderer = createWidgetRenderer(dataCall)));
    renderer.render(latest.current.form, { signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        const reply = readWidgetReply(result);
        if (reply.ok) return dispatch({ type: 'loaded', attempt, html: reply.value });
        if (reply.error === 'aborted') return;
        latest.current.onFailure?.(reply.error);
        dispatch({ type: 'failed', attempt, failure: reply.error });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = { message: WIDGET_MESSAGES.unableToLoad, detail: null, cause: error instanceof Error ? error.message : String(error) };
        latest.current.onFailure?.(failure);
        dispatch({ type: 'failed', attempt, failure });
      },
    );
    return () => controller.abort();
  }, [state, dataCall]);

  return { state, retry: () => dispatch({ type: 'retry' }) };
}
