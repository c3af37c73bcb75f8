/**
 * The loading of a widget rendering (summary and social gallery blocks): loading, then
 * rendered with the server's HTML or failed with the failure's words; a failed one may
 * be retried, which loads again. Each load is an attempt with its number, so an answer
 * to an older attempt is ignored. Pure.
 */
import type { WidgetFailure } from './widgetRendering.rules';

export type WidgetRenderingState =
  | { status: 'loading'; attempt: number }
  | { status: 'rendered'; attempt: number; html: string }
  | { status: 'failed'; attempt: number; failure: WidgetFailure };

export type WidgetRenderingEvent =
  { type: 'loaded'; attempt: number; html: string } | { type: 'failed'; attempt: number; failure: WidgetFailure } | { type: 'retry' };

export const INITIAL_WIDGET_RENDERING: WidgetRenderingState = Object.freeze({ status: 'loading', attempt: 1 });

export function widgetRenderingReducer(state: WidgetRenderingState, event: WidgetRenderingEvent): WidgetRenderingState {
  switch (event.type) {
    case 'loaded':
      return state.status === 'loading' && event.attempt === state.attempt ? { status: 'rendered', attempt: state.attempt, html: event.html } : state;
    case 'failed':
      return state.status === 'loading' && event.attempt === state.attempt ? { status: 'failed', attempt: state.attempt, failure: event.failure } : state;
    case 'retry':
      return state.status === 'failed' ? { status: 'loading', attempt: state.attempt + 1 } : state;
  }
}
