/**
 * The loading of a widget rendering (summary and social gallery blocks): loading, then
 * rendered with the server's HTML or failed with the failure's words; a failed one may
 * be retried, which loads again. Each load is an attempt with its number, so an answer
 * to an older attempt is ignored. Pure.
 */
import type { MachineReducer } from '../machine/machineRunner';
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

/** What the machine asks for: the call of an attempt, and a failure to report (the block logs it). */
export type WidgetRenderingEffect = { kind: 'render'; attempt: number } | { kind: 'reportFailure'; failure: WidgetFailure };

/** The call a state wants: its attempt's while loading, none otherwise. */
export function widgetRenderingCalls(state: WidgetRenderingState): WidgetRenderingEffect[] {
  return state.status === 'loading' ? [{ kind: 'render', attempt: state.attempt }] : [];
}

/** Whether a state still wants an effect under way: only the call of the attempt it is loading. */
export const wantsWidgetEffect = (state: WidgetRenderingState, effect: WidgetRenderingEffect): boolean =>
  effect.kind !== 'render' || (state.status === 'loading' && state.attempt === effect.attempt);

/** The machine's step for the runner: a new attempt asks for its call; a failure taken in is reported. */
export const widgetRenderingStep: MachineReducer<WidgetRenderingState, WidgetRenderingEvent, WidgetRenderingEffect> = (state, event) => {
  const next = widgetRenderingReducer(state, event);
  if (next === state) return { state };
  if (next.status === 'failed') return { state: next, effects: [{ kind: 'reportFailure', failure: next.failure }] };
  return { state: next, effects: widgetRenderingCalls(next) };
};
