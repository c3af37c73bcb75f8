import { describe, expect, it, vi } from 'vitest';
import { fakeClock, fakeFetch, type FakeAnswer } from '../transport/fakeTransport';
import { fetchPageLoadId } from './performanceSettings';

function run(answer: FakeAnswer) {
  const clock = fakeClock();
  const f = fakeFetch(() => answer);
  const reportError = vi.fn();
  const result = fetchPageLoadId({ fetch: f.fetch, timers: clock.timers }, reportError);
  return { result, reportError, requests: f.requests, clock };
}

const reported = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.map(([e]) => (e as Error).message);

describe('performance settings', () => {
  it('GETs the settings and reads pageLoadId', async () => {
    const { result, requests, reportError } = run({ status: 200, body: '{"pageLoadId":"pl-7f3a","sampleRate":1}' });
    await expect(result).resolves.toBe('pl-7f3a');
    expect(requests[0]?.url).toBe('/api/1/performance/settings');
    expect(requests[0]?.init.method).toBe('GET');
    expect(reportError).not.toHaveBeenCalled();
  });

  it("reports 'Metric settings request timeout' after 30000 ms without an answer", async () => {
    const { result, reportError, clock } = run('hang');
    let value: unknown = 'pending';
    void result.then((v) => (value = v));
    await clock.advance(29_999);
    expect(value).toBe('pending');
    await clock.advance(1);
    expect(value).toBeNull();
    expect(reported(reportError)).toEqual(['Metric settings request timeout']);
  });

  it('reports a status other than 200', async () => {
    const { result, reportError } = run({ status: 503 });
    await expect(result).resolves.toBeNull();
    expect(reported(reportError)).toEqual(['Metric settings request failed: HTTP Status 503']);
  });

  it('does not report status 0 or a request that got no answer', async () => {
    for (const answer of [{ status: 0 }, new TypeError('Failed to fetch')] as FakeAnswer[]) {
      const { result, reportError } = run(answer);
      await expect(result).resolves.toBeNull();
      expect(reportError).not.toHaveBeenCalled();
    }
  });

  it("reports 'Unable to resolve pageLoadId' when the answer lacks one", async () => {
    for (const body of ['{}', '{"pageLoadId":""}', '{"pageLoadId":12}', 'null', '<html>']) {
      const { result, reportError } = run({ status: 200, body });
      await expect(result).resolves.toBeNull();
      expect(reported(reportError)).toEqual(['Unable to resolve pageLoadId']);
    }
  });
});
