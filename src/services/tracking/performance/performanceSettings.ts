import { PERFORMANCE_SETTINGS_TIMEOUT_MS } from '../../../platform/constants';
import { requestWithTimeout, type TrackingTransport } from '../transport/trackingTransport';

export const PERFORMANCE_SETTINGS_PATH = '/api/1/performance/settings';
export const METRIC_SETTINGS_TIMEOUT = 'Metric settings request timeout';
export const UNRESOLVED_PAGE_LOAD_ID = 'Unable to resolve pageLoadId';

/** Wording for a non-200 answer; the spec names the failure but not its message. */
export function metricSettingsStatusMessage(status: number): string {
  return `Metric settings request failed: HTTP Status ${status}`;
}

/** Where performance failures go (the page's error-reporting service). */
export type PerformanceErrorReporter = (error: Error) => void;

/**
 * GET /api/1/performance/settings with a 30000 ms timeout, resolving with the answer's
 * `pageLoadId`, or null. Never rejects; failures go to `reportError`:
 * - a status other than 200 (status 0 — a request that never got an answer — is not reported);
 * - a timeout, as 'Metric settings request timeout';
 * - an answer without a non-empty string `pageLoadId` (or not JSON), as 'Unable to resolve pageLoadId'.
 * A request that fails without an answer (network error) counts as status 0.
 */
export async function fetchPageLoadId(transport: Pick<TrackingTransport, 'fetch' | 'timers'>, reportError: PerformanceErrorReporter): Promise<string | null> {
  const report = (message: string) => {
    try {
      reportError(new Error(message));
    } catch {
      // The reporter failing must not reach the page.
    }
  };
  const outcome = await requestWithTimeout(
    transport,
    PERFORMANCE_SETTINGS_PATH,
    { method: 'GET', credentials: 'same-origin' },
    PERFORMANCE_SETTINGS_TIMEOUT_MS,
  );
  if (outcome.kind === 'timeout') {
    report(METRIC_SETTINGS_TIMEOUT);
    return null;
  }
  if (outcome.kind === 'failed') return null;
  const { status } = outcome.response;
  if (status !== 200) {
    if (status !== 0) report(metricSettingsStatusMessage(status));
    return null;
  }
  const pageLoadId = await readPageLoadId(outcome.response);
  if (pageLoadId === null) report(UNRESOLVED_PAGE_LOAD_ID);
  return pageLoadId;
}

async function readPageLoadId(response: { text(): Promise<string> }): Promise<string | null> {
  try {
    const parsed: unknown = JSON.parse(await response.text());
    if (typeof parsed !== 'object' || parsed === null) return null;
    const id = (parsed as { pageLoadId?: unknown }).pageLoadId;
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}
