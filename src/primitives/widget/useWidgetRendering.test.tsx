import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memoryCookieJar } from '../../services/cookies/cookieJar';
import { createDataCall } from '../../services/http/dataCall';
import type { FetchLike, FetchResponseLike } from '../../services/http/fetchLike';
import { response } from '../../services/http/recordingFetch';
import { createFormSubmitter } from '../../services/forms';
import type { BlockServices } from '../services';
import { render } from '../testing/themedRender';
import type { WidgetFailure } from './widgetRendering.rules';
import { useWidgetRendering } from './useWidgetRendering';

const form = { widgetJSON: { type: 55, id: 'b1', value: {} } };

function Probe({ onFailure }: { onFailure: (failure: WidgetFailure) => void }) {
  const { state, retry } = useWidgetRendering('Probe', form, onFailure);
  return (
    <button type="button" data-state={state.status} onClick={retry}>
      {state.status === 'rendered' ? state.html : state.status}
    </button>
  );
}

/** A transport whose answers the test gives one by one, keeping each call's signal. */
function show() {
  const calls: { signal: AbortSignal | undefined; answer: (r: FetchResponseLike | Error) => void }[] = [];
  const fetch: FetchLike = (_url, init) =>
    new Promise((resolve, reject) => calls.push({ signal: init?.signal, answer: (r) => (r instanceof Error ? reject(r) : resolve(r)) }));
  const services: BlockServices = {
    forms: createFormSubmitter({ fetch }),
    fetch,
    query: '',
    dataCall: createDataCall({ fetch, cookies: memoryCookieJar() }),
  };
  const onFailure = vi.fn();
  const view = render(<Probe onFailure={onFailure} />, { services });
  const answer = (index: number, r: FetchResponseLike | Error) =>
    act(async () => {
      calls[index]!.answer(r);
      for (let i = 0; i < 5; i++) await new Promise((done) => setTimeout(done, 0));
    });
  return { ...view, calls, answer, onFailure };
}

const button = () => screen.getByRole('button');

describe('useWidgetRendering', () => {
  it('calls at once, reports a failure once, and a retry calls again and renders', async () => {
    const t = show();
    expect(button().dataset['state']).toBe('loading');
    expect(t.calls).toHaveLength(1);
    await t.answer(0, response(500, 'down'));
    expect(button().dataset['state']).toBe('failed');
    expect(t.onFailure).toHaveBeenCalledTimes(1);
    await t.user.click(button());
    expect(t.calls).toHaveLength(2);
    await t.answer(1, response(200, JSON.stringify({ html: '<p>items</p>' })));
    expect(button().textContent).toBe('<p>items</p>');
    expect(t.onFailure).toHaveBeenCalledTimes(1);
  });

  it('aborts the call under way when the block goes, and reports nothing after', async () => {
    const t = show();
    expect(t.calls[0]!.signal?.aborted).toBe(false);
    t.unmount();
    await act(async () => {});
    expect(t.calls[0]!.signal?.aborted).toBe(true);
    await act(async () => t.calls[0]!.answer(response(500, 'down')));
    expect(t.onFailure).not.toHaveBeenCalled();
  });
});
