import { PAGE_SPEED_COLLECTION_MS } from '../../../platform/constants';

/** One page-speed measurement the runtime observed (largest contentful paint, layout shift, …). */
export interface PageSpeedMetric {
  /** The metric's name, e.g. 'LCP' or 'CLS'; it becomes the record's `event`. */
  name: string;
  value: number;
  [detail: string]: unknown;
}

/** A collected metric and when (on the injected clock) it was taken. */
export interface CollectedMetric {
  metric: PageSpeedMetric;
  at: number;
}

export interface PageSpeedCollector {
  /** Takes a metric while the window is open; false (and ignored) after 60 s or when malformed. */
  accept(metric: PageSpeedMetric): boolean;
  /** True once the collection window has passed. */
  isClosed(): boolean;
  /** The latest metric of each name not yet drained, in first-seen order; empties the collector. */
  drain(): CollectedMetric[];
}

/**
 * Collects page-speed metrics for 60000 ms from `startedAt` (the page load, on the injected
 * clock). A later value of a metric replaces the earlier one not yet drained, since metrics such as
 * layout shift and largest paint are reported again as they grow.
 */
export function createPageSpeedCollector(options: { now: () => number; startedAt?: number; windowMs?: number }): PageSpeedCollector {
  const startedAt = options.startedAt ?? options.now();
  const windowMs = options.windowMs ?? PAGE_SPEED_COLLECTION_MS;
  let pending = new Map<string, CollectedMetric>();
  const isClosed = () => options.now() - startedAt >= windowMs;
  return {
    accept(metric) {
      if (isClosed()) return false;
      if (typeof metric?.name !== 'string' || metric.name === '' || !Number.isFinite(metric.value)) return false;
      pending.set(metric.name, { metric: { ...metric }, at: options.now() });
      return true;
    },
    isClosed,
    drain() {
      const metrics = [...pending.values()];
      pending = new Map();
      return metrics;
    },
  };
}
