import { describe, expect, it, vi } from 'vitest';
import { scriptedFetch, type ScriptedReply } from '../forms/testFetch.fixture';
import { readReplayId, replayEligibility, startSessionReplay, type SessionReplayDeps } from './sessionReplay';

function deps(replies: ScriptedReply[], overrides: Partial<Omit<SessionReplayDeps, 'fetch'>> = {}) {
  const fetch = scriptedFetch(replies);
  const d = {
    logger: { error: vi.fn() },
    isFeatureToggleOn: () => true,
    getExperimentVariant: () => 'true',
    hardwareConcurrency: 4,
    inject: vi.fn(),
    ...overrides,
    fetch,
  };
  return d;
}

describe('session replay eligibility', () => {
  it('needs the toggle, the variant "true" and more than 2 cores', () => {
    expect(replayEligibility({ featureToggleOn: true, experimentVariant: 'true', hardwareConcurrency: 3 })).toEqual({ eligible: true });
    expect(replayEligibility({ featureToggleOn: false, experimentVariant: 'true', hardwareConcurrency: 8 })).toEqual({ eligible: false, reason: 'toggle-off' });
    expect(replayEligibility({ featureToggleOn: true, experimentVariant: 'false', hardwareConcurrency: 8 })).toEqual({ eligible: false, reason: 'variant' });
    expect(replayEligibility({ featureToggleOn: true, experimentVariant: 'true', hardwareConcurrency: 2 })).toEqual({ eligible: false, reason: 'cores' });
    expect(replayEligibility({ featureToggleOn: true, experimentVariant: 'true', hardwareConcurrency: undefined })).toEqual({ eligible: false, reason: 'cores' });
  });
});

describe('startSessionReplay', () => {
  it('fetches the id and injects replay', async () => {
    const d = deps([{ body: '"abc-123"' }]);
    expect(await startSessionReplay(d)).toEqual({ started: true, id: 'abc-123' });
    expect(d.fetch.calls[0]?.url).toBe('/api/commerce/fullstory/getId');
    expect(d.inject).toHaveBeenCalledWith('abc-123');
  });

  it('makes no call when not eligible', async () => {
    const d = deps([], { hardwareConcurrency: 2 });
    expect(await startSessionReplay(d)).toEqual({ started: false, reason: 'cores' });
    expect(d.fetch.calls).toHaveLength(0);
  });

  it("skips loading for 'automated-mock-id'", async () => {
    const d = deps([{ body: { id: 'automated-mock-id' } }]);
    expect(await startSessionReplay(d)).toEqual({ started: false, reason: 'mock-id' });
    expect(d.inject).not.toHaveBeenCalled();
  });

  it('logs every error and never throws', async () => {
    for (const d of [
      deps([], { isFeatureToggleOn: () => Promise.reject(new Error('toggle service down')) }),
      deps([{ status: 500 }]),
      deps([{ networkError: true }]),
      deps([{ body: '<html>oops</html>' }]),
      deps([{ body: '"id-1"' }], { inject: vi.fn(() => Promise.reject(new Error('blocked'))) }),
    ]) {
      await expect(startSessionReplay(d)).resolves.toEqual({ started: false, reason: 'error' });
      expect(d.logger.error).toHaveBeenCalledTimes(1);
    }
  });

  it('reads the id from a JSON string, an object or a bare token', () => {
    expect(readReplayId('"a"')).toBe('a');
    expect(readReplayId('{"id":"b"}')).toBe('b');
    expect(readReplayId('c:1')).toBe('c:1');
    expect(readReplayId('')).toBeNull();
    expect(readReplayId('{"other":1}')).toBeNull();
  });
});
