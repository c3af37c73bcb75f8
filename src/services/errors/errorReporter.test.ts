import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../cookies/cookieJar';
import { recordingFetch, type ScriptedAnswer } from '../http/recordingFetch';
import { createErrorReporter } from './errorReporter';

/** Timers that run only when the test moves the clock. */
function manualTimers() {
  let now = 1_000;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout: (callback: () => void, ms: number) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (id: unknown) => {
      timers.delete(id as number);
    },
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(id);
          timer.callback();
        }
      }
    },
    pending: () => timers.size,
  };
}

function setup(answers: ScriptedAnswer[] = [{ status: 200, body: {} }], crumb: string | null = 'c1') {
  const fetch = recordingFetch(answers);
  const timers = manualTimers();
  const reporter = createErrorReporter({
    fetch,
    cookies: memoryCookieJar(crumb ? { crumb } : {}),
    now: timers.now,
    setTimeout: timers.setTimeout,
    clearTimeout: timers.clearTimeout,
    context: () => ({ pageUrl: 'https://site.test/shop' }),
  });
  return { fetch, timers, reporter };
}

const flushPromises = () => new Promise((r) => setTimeout(r, 0));

function sentReports(body: string | undefined): Array<{ event: string; data: string; timestamp: number }> {
  return JSON.parse(body ?? '[]') as Array<{ event: string; data: string; timestamp: number }>;
}

describe('error reporter', () => {
  it('posts the queued reports as one JSON array 1 s after the last was queued, with the crumb as CSRF header', async () => {
    const { fetch, timers, reporter } = setup();
    const error = new TypeError('x is undefined');
    reporter.reportError(error);
    timers.advance(600);
    reporter.reportError({ message: 'Script error.', filename: 'https://site.test/app.js', lineno: 3, colno: 9 });
    timers.advance(999);
    expect(fetch.requests).toHaveLength(0);
    timers.advance(1);
    await flushPromises();
    expect(fetch.requests).toHaveLength(1);
    const [request] = fetch.requests;
    expect(request).toMatchObject({ url: '/api/events/RecordJavascriptErrors', method: 'POST', credentials: 'include' });
    expect(request?.headers).toEqual({ 'Content-Type': 'application/json', 'X-CSRF-Token': 'c1' });
    const reports = sentReports(request?.body);
    expect(reports.map((r) => [r.event, r.timestamp])).toEqual([
      ['javascript_error', 1_000],
      ['javascript_error', 1_600],
    ]);
    expect(JSON.parse(reports[0]!.data)).toMatchObject({ pageUrl: 'https://site.test/shop', message: 'x is undefined', name: 'TypeError', stack: error.stack });
    expect(JSON.parse(reports[1]!.data)).toEqual({
      pageUrl: 'https://site.test/shop',
      message: 'Script error.',
      filename: 'https://site.test/app.js',
      lineno: 3,
      colno: 9,
    });
    expect(reporter.queued()).toBe(0);
  });

  it('leaves the CSRF header out when there is no crumb', async () => {
    const { fetch, timers, reporter } = setup(undefined, null);
    reporter.reportError('boom');
    timers.advance(1000);
    await flushPromises();
    expect(fetch.requests[0]?.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('keeps at most 10 queued at once and drops the rest', async () => {
    const { fetch, timers, reporter } = setup();
    const kept = Array.from({ length: 12 }, (_, i) => reporter.reportError(new Error(`e${i}`)));
    expect(kept).toEqual([...Array<boolean>(10).fill(true), false, false]);
    timers.advance(1000);
    await flushPromises();
    expect(sentReports(fetch.requests[0]?.body).map((r) => JSON.parse(r.data).message)).toEqual(Array.from({ length: 10 }, (_, i) => `e${i}`));
  });

  it('sends at most 20 reports a page', async () => {
    const { fetch, timers, reporter } = setup();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 10; i++) reporter.reportError(new Error(`r${round}-${i}`));
      timers.advance(1000);
      await flushPromises();
    }
    expect(fetch.requests).toHaveLength(2);
    expect(fetch.requests.flatMap((r) => sentReports(r.body))).toHaveLength(20);
    expect(reporter.reportError(new Error('late'))).toBe(false);
    expect(timers.pending()).toBe(0);
  });

  it('cuts stacks to 5000 characters', async () => {
    const { fetch, timers, reporter } = setup();
    reporter.reportError({ message: 'deep', stack: 'x'.repeat(12_000) });
    timers.advance(1000);
    await flushPromises();
    const data = JSON.parse(sentReports(fetch.requests[0]?.body)[0]!.data) as { stack: string };
    expect(data.stack).toHaveLength(5000);
  });

  it('ignores a failed send, and keeps reporting afterwards', async () => {
    const { fetch, timers, reporter } = setup([new TypeError('offline'), { status: 500 }, { status: 200 }]);
    reporter.reportError(new Error('a'));
    await expect(reporter.flush()).resolves.toBeUndefined();
    reporter.reportError(new Error('b'));
    timers.advance(1000);
    await flushPromises();
    reporter.reportError(new Error('c'));
    await reporter.flush();
    expect(fetch.requests).toHaveLength(3);
    expect(timers.pending()).toBe(0);
  });

  it('never throws on strange values or a broken context', async () => {
    const fetch = recordingFetch([{ status: 200 }]);
    const timers = manualTimers();
    const reporter = createErrorReporter({
      fetch,
      cookies: memoryCookieJar(),
      now: timers.now,
      setTimeout: timers.setTimeout,
      clearTimeout: timers.clearTimeout,
      context: () => {
        throw new Error('no page');
      },
    });
    const cyclic: Record<string, unknown> = { message: 'loop' };
    cyclic.self = cyclic;
    for (const value of [undefined, null, 42, 10n, Symbol('s'), cyclic, { message: 7 }]) {
      expect(() => reporter.reportError(value)).not.toThrow();
    }
    await reporter.flush();
    const messages = sentReports(fetch.requests[0]?.body).map((r) => (JSON.parse(r.data) as { message: string }).message);
    expect(messages).toEqual(['undefined', 'null', '42', '10', 'Symbol(s)', 'loop', '{"message":7}']);
  });
});
