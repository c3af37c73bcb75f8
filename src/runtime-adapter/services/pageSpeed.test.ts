import { describe, expect, it } from 'vitest';
import type { PageSpeedMetric } from '../../services/tracking/performance/pageSpeedCollector';
import { observePageSpeed } from './pageSpeed';

/** A window with a scriptable performance timeline: `emit(type, entries)` plays the browser. */
function fakeWindow(readyState: DocumentReadyState = 'complete') {
  const observers = new Map<string, (entries: PerformanceEntry[]) => void>();
  let disconnected = 0;
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint', 'layout-shift'];
    private type = '';
    constructor(private readonly callback: (list: { getEntries(): PerformanceEntry[] }) => void) {}
    observe({ type }: { type: string }) {
      this.type = type;
      observers.set(type, (entries) => this.callback({ getEntries: () => entries }));
    }
    disconnect() {
      observers.delete(this.type);
      disconnected += 1;
    }
  }
  const navigation = { domContentLoadedEventEnd: 120.04, loadEventEnd: 340.26 };
  const win = {
    PerformanceObserver: FakeObserver,
    performance: { getEntriesByType: (type: string) => (type === 'navigation' ? [navigation] : []) },
    document: { readyState },
    setTimeout: (run: () => void) => (run(), 0),
    addEventListener: () => {},
    removeEventListener: () => {},
  } as unknown as Window;
  const emit = (type: string, entries: object[]) => observers.get(type)?.(entries as PerformanceEntry[]);
  return { win, emit, disconnected: () => disconnected, observing: () => [...observers.keys()] };
}

describe('page-speed metrics', () => {
  it('offers FCP, the latest LCP, the layout shift total without input-led shifts, and the navigation times', () => {
    const { win, emit } = fakeWindow();
    const offered: PageSpeedMetric[] = [];
    observePageSpeed(win, (m) => (offered.push(m), true));
    emit('paint', [
      { name: 'first-paint', startTime: 80 },
      { name: 'first-contentful-paint', startTime: 95.44 },
    ]);
    emit('largest-contentful-paint', [{ startTime: 200 }, { startTime: 310.06 }]);
    emit('layout-shift', [
      { value: 0.05, hadRecentInput: false },
      { value: 0.4, hadRecentInput: true },
    ]);
    emit('layout-shift', [{ value: 0.01, hadRecentInput: false }]);
    expect(offered).toEqual([
      { name: 'DCL', value: 120 },
      { name: 'LOAD', value: 340.3 },
      { name: 'FCP', value: 95.4 },
      { name: 'LCP', value: 310.1 },
      { name: 'CLS', value: 0.05 },
      { name: 'CLS', value: 0.06 },
    ]);
  });

  it('stops observing when told', () => {
    const { win, observing, disconnected } = fakeWindow();
    const stop = observePageSpeed(win, () => true);
    expect(observing()).toEqual(['paint', 'largest-contentful-paint', 'layout-shift']);
    stop();
    expect(observing()).toEqual([]);
    expect(disconnected()).toBe(3);
  });

  it('runs where the browser has no performance observer', () => {
    const { win } = fakeWindow();
    const offered: string[] = [];
    observePageSpeed({ ...win, PerformanceObserver: undefined } as unknown as Window, (m) => (offered.push(m.name), true));
    expect(offered).toEqual(['DCL', 'LOAD']);
  });
});
