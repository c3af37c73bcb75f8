import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NO_FLAGS, type DataCallFailure } from '../../services/http/dataCall.types';
import { WIDGET_MESSAGES, readWidgetReply, widgetIdOf, widgetRenderingForm, widgetTypeOf } from './widgetRendering.rules';

const failure = (over: Partial<DataCallFailure>): DataCallFailure => ({
  kind: 'status',
  method: 'POST',
  url: '/api/widget/GetWidgetRendering?crumb=c',
  status: 500,
  message: 'Internal server error. Please try again later.',
  flags: NO_FLAGS,
  ...over,
});

describe('the widget rendering form (000 §7)', () => {
  it('sends the id without the block- prefix, once', () => {
    expect(widgetIdOf('block-summary-v2-007')).toBe('summary-v2-007');
    expect(widgetIdOf('block-block-x')).toBe('block-x');
    expect(widgetIdOf('yui_3_17_2_1')).toBe('yui_3_17_2_1');
    expect(widgetIdOf(null)).toBe('');
    fc.assert(fc.property(fc.string(), (id) => widgetIdOf(`block-${id.trim()}`) === id.trim()));
  });

  it('takes the type from data-block-type, else the fallback', () => {
    expect(widgetTypeOf('55', 0)).toBe(55);
    expect(widgetTypeOf(' 55 ', 0)).toBe(55);
    expect(widgetTypeOf('', 'instagram')).toBe('instagram');
    expect(widgetTypeOf(null, 55)).toBe(55);
    expect(widgetTypeOf('5x', 55)).toBe(55);
  });

  it('puts the block data as value', () => {
    const value = { collectionId: 'c1', pageSize: 3 };
    expect(widgetRenderingForm({ elementId: 'block-sg1', blockType: '', value }, 'instagram')).toEqual({ widgetJSON: { type: 'instagram', id: 'sg1', value } });
  });
});

describe('the reply', () => {
  it('is the html string, an empty one too', () => {
    expect(readWidgetReply({ ok: true, status: 200, value: { html: '<div class="summary-item"></div>' } })).toEqual({
      ok: true,
      value: '<div class="summary-item"></div>',
    });
    expect(readWidgetReply({ ok: true, status: 200, value: { html: '' } })).toEqual({ ok: true, value: '' });
  });

  it('without an html string is a failure saying what came instead', () => {
    const reply = readWidgetReply({ ok: true, status: 200, value: { crumbFail: true, crumb: 'x' } });
    expect(reply).toEqual({
      ok: false,
      error: {
        message: 'Unable to load. Try again.',
        detail: null,
        cause: 'The widget rendering reply has no html string (got an object with crumbFail, crumb)',
      },
    });
    expect(readWidgetReply({ ok: true, status: 204, value: undefined })).toMatchObject({
      ok: false,
      error: { cause: expect.stringContaining('an empty reply') },
    });
    expect(readWidgetReply({ ok: true, status: 200, value: { html: 3 } })).toMatchObject({ ok: false });
  });

  it('a failed call shows the dictionary’s message; no answer adds Network error (002 §8)', () => {
    expect(readWidgetReply({ ok: false, error: failure({}) })).toEqual({
      ok: false,
      error: { message: WIDGET_MESSAGES.unableToLoad, detail: null, cause: 'Internal server error. Please try again later.' },
    });
    const network = readWidgetReply({ ok: false, error: failure({ kind: 'connection', status: 0, message: 'Unable to connect…' }) });
    expect(network).toMatchObject({ ok: false, error: { message: 'Unable to load. Try again.', detail: 'Network error' } });
    expect(readWidgetReply({ ok: false, error: failure({ kind: 'aborted' }) })).toEqual({ ok: false, error: 'aborted' });
  });
});
