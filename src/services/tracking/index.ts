/** Visitor-side tracking: census, events, trace, performance and the pixel call. No React, no DOM. */
export { createTracking, DEFAULT_PERFORMANCE_APP } from './createTracking';
export type { Tracking, TrackingDeps } from './createTracking';

export { CENSUS_PATHS, createCensus, recordsPageView } from './census/census';
export type { Census, CensusButton, CensusDeps, CensusResult } from './census/census';
export { censusPageFields, recordHitData } from './census/pageFacts';
export type { CensusPageFields, PageFacts, RecordHitData } from './census/pageFacts';

export { RECORD_EVENT_PATH, createRecordEvent } from './events/recordEvent';
export type { RecordEvent, RecordEventDeps } from './events/recordEvent';
export { COMMON_ANALYTICS_SCHEMA, checkCommonData, droppedFieldWarning } from './events/analyticsSchema';
export type { AnalyticsFieldRule, AnalyticsLogger, CommonAnalyticsData, CommonFieldName } from './events/analyticsSchema';
export {
  ANALYTICS_ID_COOKIE,
  ANALYTICS_ID_MAX_AGE_SECONDS,
  ANALYTICS_ID_STORE_FAILED,
  createAnalyticsIdStore,
  randomAnalyticsId,
} from './events/analyticsId';
export type { AnalyticsIdDeps, AnalyticsIdStore } from './events/analyticsId';
export { EVENTS_SERVICE_PATH, createEventsService, trackingHttpError } from './events/eventsService';
export type { AnalyticsDelivery, AnalyticsEvent, EventsService, EventsServiceDeps } from './events/eventsService';

export { TRACE_FLUSH_INTERVAL_MS, TRACE_PATH, createTraceQueue } from './trace/traceQueue';
export type { TraceEntry, TraceQueue, TraceQueueDeps } from './trace/traceQueue';

export {
  METRIC_SETTINGS_TIMEOUT,
  PERFORMANCE_SETTINGS_PATH,
  UNRESOLVED_PAGE_LOAD_ID,
  fetchPageLoadId,
  metricSettingsStatusMessage,
} from './performance/performanceSettings';
export type { PerformanceErrorReporter } from './performance/performanceSettings';
export { PERFORMANCE_RECORDS_PATH, createPerformanceMonitor } from './performance/performanceRecords';
export type { PerformanceMonitor, PerformanceMonitorDeps, PerformanceRecord } from './performance/performanceRecords';
export { createPageSpeedCollector } from './performance/pageSpeedCollector';
export type { CollectedMetric, PageSpeedCollector, PageSpeedMetric } from './performance/pageSpeedCollector';

export { createPixelTrack } from './pixel/pixelTrack';
export type { PixelTrack, PixelTrackDeps, TrackingPixel } from './pixel/pixelTrack';

export { OPEN_GATE, isGateOpen } from './transport/trackingGate';
export type { TrackingGate } from './transport/trackingGate';
export { outcomeStatus, requestWithTimeout, tryBeacon } from './transport/trackingTransport';
export type { RequestOutcome, TrackingTimers, TrackingTransport } from './transport/trackingTransport';
export { formEncode } from './transport/formEncode';
export type { FormValue } from './transport/formEncode';
export { postQuietly } from './transport/postQuietly';
export { safeJsonStringify } from './transport/safeJson';
