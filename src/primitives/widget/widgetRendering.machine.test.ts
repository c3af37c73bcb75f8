import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  INITIAL_WIDGET_RENDERING,
  wantsWidgetEffect,
  widgetRenderingCalls,
  widgetRenderingReducer,
  widgetRenderingStep,
  type WidgetRenderingEvent,
  type WidgetRenderingState,
} from './widgetRendering.machine';
import type { WidgetFailure } from './widgetRendering.rules';

const failure: WidgetFailure = { message: 'Unable to load. Try again.', detail: 'Network error', cause: 'Unable to connect…' };

describe('widget rendering machine', () => {
  it('loads, then renders the html', () => {
    expect(INITIAL_WIDGET_RENDERING).toEqual({ status: 'loading', attempt: 1 });
    expect(widgetRenderingReducer(INITIAL_WIDGET_RENDERING, { type: 'loaded', attempt: 1, html: '<p>x</p>' })).toEqual({
      status: 'rendered',
      attempt: 1,
      html: '<p>x</p>',
    });
  });

  it('fails, and a retry loads again as the next attempt, which may render', () => {
    const failed = widgetRenderingReducer(INITIAL_WIDGET_RENDERING, { type: 'failed', attempt: 1, failure });
    expect(failed).toEqual({ status: 'failed', attempt: 1, failure });
    const retrying = widgetRenderingReducer(failed, { type: 'retry' });
    expect(retrying).toEqual({ status: 'loading', attempt: 2 });
    expect(widgetRenderingReducer(retrying, { type: 'loaded', attempt: 2, html: '' })).toEqual({ status: 'rendered', attempt: 2, html: '' });
  });

  it('ignores an answer to an older attempt, answers when not loading, and retries unless failed', () => {
    const retrying: WidgetRenderingState = { status: 'loading', attempt: 2 };
    expect(widgetRenderingReducer(retrying, { type: 'loaded', attempt: 1, html: 'old' })).toBe(retrying);
    const rendered: WidgetRenderingState = { status: 'rendered', attempt: 1, html: 'x' };
    expect(widgetRenderingReducer(rendered, { type: 'failed', attempt: 1, failure })).toBe(rendered);
    expect(widgetRenderingReducer(rendered, { type: 'retry' })).toBe(rendered);
    expect(widgetRenderingReducer(INITIAL_WIDGET_RENDERING, { type: 'retry' })).toBe(INITIAL_WIDGET_RENDERING);
  });

  it('attempts only ever grow, and a rendered state keeps its html whatever comes after (property)', () => {
    const event = fc.oneof(
      fc.record({ type: fc.constant('loaded' as const), attempt: fc.integer({ min: 0, max: 5 }), html: fc.string() }),
      fc.record({ type: fc.constant('failed' as const), attempt: fc.integer({ min: 0, max: 5 }), failure: fc.constant(failure) }),
      fc.constant({ type: 'retry' as const }),
    );
    fc.assert(
      fc.property(fc.array(event as fc.Arbitrary<WidgetRenderingEvent>, { maxLength: 30 }), (events) => {
        let state = INITIAL_WIDGET_RENDERING;
        for (const e of events) {
          const next = widgetRenderingReducer(state, e);
          expect(next.attempt).toBeGreaterThanOrEqual(state.attempt);
          if (state.status === 'rendered') expect(next).toBe(state);
          state = next;
        }
      }),
    );
  });

  it('asks for the call of the first attempt and of each retry, reports a failure once, and wants only the current call', () => {
    expect(widgetRenderingCalls(INITIAL_WIDGET_RENDERING)).toEqual([{ kind: 'render', attempt: 1 }]);
    const failed = widgetRenderingStep(INITIAL_WIDGET_RENDERING, { type: 'failed', attempt: 1, failure });
    expect(failed.effects).toEqual([{ kind: 'reportFailure', failure }]);
    expect(widgetRenderingStep(failed.state, { type: 'failed', attempt: 1, failure }).effects).toBeUndefined();
    const retrying = widgetRenderingStep(failed.state, { type: 'retry' });
    expect(retrying.effects).toEqual([{ kind: 'render', attempt: 2 }]);
    expect(wantsWidgetEffect(retrying.state, { kind: 'render', attempt: 1 })).toBe(false);
    expect(wantsWidgetEffect(retrying.state, { kind: 'render', attempt: 2 })).toBe(true);
    const rendered = widgetRenderingStep(retrying.state, { type: 'loaded', attempt: 2, html: '<p>x</p>' });
    expect(rendered.effects).toEqual([]);
    expect(wantsWidgetEffect(rendered.state, { kind: 'render', attempt: 2 })).toBe(false);
    expect(wantsWidgetEffect(rendered.state, { kind: 'reportFailure', failure })).toBe(true);
  });
});
