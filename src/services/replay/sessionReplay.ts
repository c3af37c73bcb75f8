/**
 * Session replay (002 §4, §7, §8): runs only when its feature toggle is on, the
 * experiment variant is 'true' and the device has more than 2 CPU cores. Then
 * GET /api/commerce/fullstory/getId gives the id to inject; 'automated-mock-id' skips
 * loading. Every error is logged and nothing is thrown.
 *
 * The toggle, the variant, the core count and the injection come in as arguments; the
 * log wording is ours (the spec says only that errors are logged).
 */
import type { FetchLike } from '../http/fetchLike';

export const REPLAY_ID_URL = '/api/commerce/fullstory/getId';
export const AUTOMATED_MOCK_ID = 'automated-mock-id';
/** Replay needs more than this many logical cores. */
export const REPLAY_MIN_CORES_EXCLUSIVE = 2;
export const REPLAY_VARIANT = 'true';

export type ReplaySkipReason = 'toggle-off' | 'variant' | 'cores' | 'mock-id' | 'error';

export type ReplayOutcome = { started: true; id: string } | { started: false; reason: ReplaySkipReason };

export interface ReplayEligibilityInput {
  featureToggleOn: boolean;
  experimentVariant: string | null | undefined;
  /** `navigator.hardwareConcurrency`; unknown counts as not enough. */
  hardwareConcurrency: number | undefined;
}

export function replayEligibility(input: ReplayEligibilityInput): { eligible: true } | { eligible: false; reason: 'toggle-off' | 'variant' | 'cores' } {
  if (!input.featureToggleOn) return { eligible: false, reason: 'toggle-off' };
  if (input.experimentVariant !== REPLAY_VARIANT) return { eligible: false, reason: 'variant' };
  if (!(typeof input.hardwareConcurrency === 'number' && input.hardwareConcurrency > REPLAY_MIN_CORES_EXCLUSIVE)) return { eligible: false, reason: 'cores' };
  return { eligible: true };
}

/** The id in the reply: a JSON string, `{ id }`, or a bare token; null when there is none. */
export function readReplayId(body: string): string | null {
  const text = body.trim();
  if (text === '') return null;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed === 'string') return parsed.trim() || null;
    if (typeof parsed === 'object' && parsed !== null && 'id' in parsed) {
      const id = (parsed as { id: unknown }).id;
      return typeof id === 'string' && id.trim() !== '' ? id.trim() : null;
    }
    return null;
  } catch {
    return /^[\w.:-]+$/.test(text) ? text : null;
  }
}

export interface SessionReplayDeps {
  fetch: FetchLike;
  logger: { error(...args: unknown[]): void };
  isFeatureToggleOn(): boolean | Promise<boolean>;
  getExperimentVariant(): string | null | undefined | Promise<string | null | undefined>;
  hardwareConcurrency: number | undefined;
  /** Loads the replay script for this id. */
  inject(id: string): void | Promise<void>;
}

export async function startSessionReplay(deps: SessionReplayDeps): Promise<ReplayOutcome> {
  try {
    const eligibility = replayEligibility({
      featureToggleOn: await deps.isFeatureToggleOn(),
      experimentVariant: await deps.getExperimentVariant(),
      hardwareConcurrency: deps.hardwareConcurrency,
    });
    if (!eligibility.eligible) return { started: false, reason: eligibility.reason };
  } catch (error) {
    deps.logger.error('Session replay eligibility check failed', error);
    return { started: false, reason: 'error' };
  }

  let id: string | null;
  try {
    const response = await deps.fetch(REPLAY_ID_URL, { method: 'GET', credentials: 'include' });
    const body = await response.text();
    if (!response.ok) throw new Error(`HTTP status ${response.status}`);
    id = readReplayId(body);
    if (!id) throw new Error('no id in the reply');
  } catch (error) {
    deps.logger.error('Session replay id request failed', error);
    return { started: false, reason: 'error' };
  }
  if (id === AUTOMATED_MOCK_ID) return { started: false, reason: 'mock-id' };

  try {
    await deps.inject(id);
  } catch (error) {
    deps.logger.error('Session replay injection failed', error);
    return { started: false, reason: 'error' };
  }
  return { started: true, id };
}
