/**
 * Page-speed metrics from the browser's performance timeline, handed to the
 * performance monitor (which keeps the latest of each name and stops taking them after
 * its 60 s window): first contentful paint (FCP), largest contentful paint (LCP), the
 * layout shift total (CLS, shifts right after input left out) and the navigation's
 * DOMContentLoaded and load times (DCL, LOAD). Values in ms from the navigation start,
 * CLS unitless. Returns how to stop observing.
 */
import type { PageSpeedMetric } from '../../services/tracking/performance/pageSpeedCollector';

type Offer = (metric: PageSpeedMetric) => boolean;

interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** The window as this module reads it: its performance observer may be missing. */
type TimelineWindow = Window & { PerformanceObserver?: typeof PerformanceObserver };

function observe(win: TimelineWindow, type: string, onEntries: (entries: PerformanceEntry[]) => void): (() => void) | null {
  const Observer = win.PerformanceObserver;
  if (typeof Observer !== 'function' || !Observer.supportedEntryTypes?.includes(type)) return null;
  const observer = new Observer((list: PerformanceObserverEntryList) => onEntries(list.getEntries()));
  try {
    observer.observe({ type, buffered: true });
  } catch {
    return null;
  }
  return () => observer.disconnect();
}

function navigationMetrics(win: Window, offer: Offer): void {
  const [navigation] = win.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!navigation) return;
  if (navigation.domContentLoadedEventEnd > 0) offer({ name: 'DCL', value: round(navigation.domContentLoadedEventEnd) });
  if (navigation.loadEventEnd > 0) offer({ name: 'LOAD', value: round(navigation.loadEventEnd) });
}

export function observePageSpeed(win: Window, offer: Offer): () => void {
  const stops: (() => void)[] = [];
  const add = (stop: (() => void) | null) => stop && stops.push(stop);
  add(
    observe(win, 'paint', (entries) => {
      for (const entry of entries) if (entry.name === 'first-contentful-paint') offer({ name: 'FCP', value: round(entry.startTime) });
    }),
  );
  add(
    observe(win, 'largest-contentful-paint', (entries) => {
      const last = entries.at(-1);
      if (last) offer({ name: 'LCP', value: round(last.startTime) });
    }),
  );
  let shifts = 0;
  add(
    observe(win, 'layout-shift', (entries) => {
      for (const entry of entries as LayoutShiftEntry[]) if (!entry.hadRecentInput) shifts += entry.value;
      offer({ name: 'CLS', value: Math.round(shifts * 10_000) / 10_000 });
    }),
  );
  const onLoad = () => win.setTimeout(() => navigationMetrics(win, offer), 0);
  if (win.document.readyState === 'complete') onLoad();
  else win.addEventListener('load', onLoad, { once: true });
  stops.push(() => win.removeEventListener('load', onLoad));
  return () => stops.splice(0).forEach((stop) => stop());
}
