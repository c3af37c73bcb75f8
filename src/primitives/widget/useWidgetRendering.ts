import { useMachine } from '../machine/useMachine';
import { useServices } from '../services';
import type { DataCall } from '../../services/http/dataCall';
import { createWidgetRenderer, type WidgetRenderingForm } from '../../services/widgets/widgetRendering';
import {
  INITIAL_WIDGET_RENDERING,
  wantsWidgetEffect,
  widgetRenderingCalls,
  widgetRenderingStep,
  type WidgetRenderingEvent,
  type WidgetRenderingState,
} from './widgetRendering.machine';
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

function rendererFor(dataCall: DataCall): ReturnType<typeof createWidgetRenderer> {
  let renderer = renderers.get(dataCall);
  if (!renderer) renderers.set(dataCall, (renderer = createWidgetRenderer(dataCall)));
  return renderer;
}

/**
 * Runs the widget rendering machine (`useMachine`): asks the server for the form's rendering
 * through the page's data call when loading (each attempt once; the runner aborts the call
 * under way when the block goes), and reports each failure to `onFailure`.
 */
export function useWidgetRendering(block: string, form: WidgetRenderingForm, onFailure?: (failure: WidgetFailure) => void): WidgetRendering {
  const dataCall = useDataCall(block);
  const [state, send] = useMachine(
    widgetRenderingStep,
    () => INITIAL_WIDGET_RENDERING,
    (effect, signal): Promise<WidgetRenderingEvent | undefined> | undefined => {
      if (effect.kind === 'reportFailure') return void onFailure?.(effect.failure);
      const { attempt } = effect;
      return rendererFor(dataCall)
        .render(form, { signal })
        .then(
          (result): WidgetRenderingEvent | undefined => {
            const reply = readWidgetReply(result);
            if (reply.ok) return { type: 'loaded', attempt, html: reply.value };
            return reply.error === 'aborted' ? undefined : { type: 'failed', attempt, failure: reply.error };
          },
          (error: unknown): WidgetRenderingEvent => ({
            type: 'failed',
            attempt,
            failure: { message: WIDGET_MESSAGES.unableToLoad, detail: null, cause: error instanceof Error ? error.message : String(error) },
          }),
        );
    },
    { start: widgetRenderingCalls, live: wantsWidgetEffect },
  );
  return { state, retry: () => void send({ type: 'retry' }) };
}
