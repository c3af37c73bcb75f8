import { TRACKING_TIMEOUT_MS } from '../../../platform/constants';
import { JSON_CONTENT_TYPE } from '../transport/formEncode';
import { safeJsonStringify } from '../transport/safeJson';
import { isGateOpen, type TrackingGate } from '../transport/trackingGate';
import { outcomeStatus, requestWithTimeout, tryBeacon, type TrackingTransport } from '../transport/trackingTransport';
import { checkCommonData, type AnalyticsLogger } from './analyticsSchema';

export const EVENTS_SERVICE_PATH = '/api/v1/events';

/** One analytics event as the events service takes it. */
export interface AnalyticsEvent {
  analyticsId: string;
  commonData: Readonly<Record<string, unknown>>;
  customData: Readonly<Record<string, unknown>>;
  customSchemaName: string;
}

/** The spec's rejection for an answer other than 200 or 202. */
export function trackingHttpError(status: number): Error {
  return new Error(`Error tracking event: HTTP Status ${status}`);
}

/** How an event went out: `beacon`, `request` (answered 200 or 202), or `skipped` (gate closed). */
export type AnalyticsDelivery = 'beacon' | 'request' | 'skipped';

export interface EventsServiceDeps {
  transport: TrackingTransport;
  gate: TrackingGate;
  logger: AnalyticsLogger;
}

export interface EventsService {
  /**
   * Checks `commonData` against the common schema (dropping and warning about bad fields), then
   * sends by beacon when the page has one and it accepts, else by a JSON POST with the 2500 ms
   * tracking timeout. Rejects with 'Error tracking event: HTTP Status {code}' when that POST is
   * answered with anything but 200 or 202; a timeout or network failure reports status 0, as an
   * XHR does. Sends nothing, and resolves, when the gate is closed.
   */
  send(event: AnalyticsEvent): Promise<AnalyticsDelivery>;
}

export function createEventsService(deps: EventsServiceDeps): EventsService {
  return {
    async send(event) {
      if (!isGateOpen(deps.gate)) return 'skipped';
      const body = safeJsonStringify({
        analyticsId: event.analyticsId,
        commonData: checkCommonData(event.commonData, deps.logger),
        customData: event.customData,
        customSchemaName: event.customSchemaName,
      });
      // A string beacon goes out as text/plain, which needs no preflight; the body is still JSON.
      if (tryBeacon(deps.transport.sendBeacon, EVENTS_SERVICE_PATH, body)) return 'beacon';
      const outcome = await requestWithTimeout(
        deps.transport,
        EVENTS_SERVICE_PATH,
        { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': JSON_CONTENT_TYPE }, body },
        TRACKING_TIMEOUT_MS,
      );
      const status = outcomeStatus(outcome);
      if (status === 200 || status === 202) return 'request';
      throw trackingHttpError(status);
    },
  };
}
