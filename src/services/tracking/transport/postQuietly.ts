import { TRACKING_TIMEOUT_MS } from '../../../platform/constants';
import type { FetchInitLike } from '../../http/fetchLike';
import { isGateOpen, type TrackingGate } from './trackingGate';
import { requestWithTimeout, type RequestOutcome, type TrackingTransport } from './trackingTransport';

/**
 * The fire-and-forget POST most tracking calls are: nothing is sent when the gate is closed,
 * the request gets the tracking timeout (2500 ms), and whatever happens the promise resolves.
 * Resolves with the outcome (or `null` when nothing was sent) so tests can look; callers
 * need not.
 */
export async function postQuietly(
  transport: TrackingTransport,
  gate: TrackingGate,
  url: string,
  init: Omit<FetchInitLike, 'method'> = {},
): Promise<RequestOutcome | null> {
  if (!isGateOpen(gate)) return null;
  try {
    return await requestWithTimeout(transport, url, { credentials: 'same-origin', ...init, method: 'POST' }, TRACKING_TIMEOUT_MS);
  } catch (error) {
    // Only a broken timer can land here; tracking still must not throw.
    return { kind: 'failed', error };
  }
}
