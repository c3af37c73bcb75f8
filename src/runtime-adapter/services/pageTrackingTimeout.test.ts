// @vitest-environment happy-dom
/**
 * The tracking timeout (2500 ms) on the page: a tracking call the site never answers, made
 * through the page services built from the window (its fetch and its timers), is given up
 * 2500 ms after it was made, not sooner, and nothing is thrown or shown.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSiteContext } from '../../platform/siteContext/readSiteContext';
import { createPageServices, type BuiltPageServices } from '../createPageServices';
import { readPageFlags } from '../page/pageFlags.rules';

let built: BuiltPageServices | null = null;

afterEach(() => {
  built?.dispose();
  built = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the tracking timeout on the page', () => {
  it('a RecordEvent the site never answers settles as timed out 2500 ms after it was made, not sooner, with nothing shown', async () => {
    const fetch = vi.spyOn(window, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    built = createPageServices(window, { context: readSiteContext({ website: { id: 'w1' } }), flags: readPageFlags(''), mountOnPage: vi.fn() });
    const { tracking } = await built.mountServices();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let outcome: unknown = 'pending';
    void tracking.recordEvent('newsletter_subscribe', { formId: 'f1' }).then((settled) => (outcome = settled));
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/events/RecordEvent');
    await vi.advanceTimersByTimeAsync(2499);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ kind: 'timeout' });
    expect(document.body.textContent).toBe('');
  });
});
