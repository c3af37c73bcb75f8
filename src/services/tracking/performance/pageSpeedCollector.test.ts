import { describe, expect, it } from 'vitest';
import { createPageSpeedCollector } from './pageSpeedCollector';

describe('page-speed collector', () => {
  it('accepts metrics for 60000 ms after the page load and none after', () => {
    let t = 1_000;
    const collector = createPageSpeedCollector({ now: () => t });
    t = 60_999;
    expect(collector.accept({ name: 'LCP', value: 2140 })).toBe(true);
    expect(collector.isClosed()).toBe(false);
    t = 61_000;
    expect(collector.accept({ name: 'CLS', value: 0.02 })).toBe(false);
    expect(collector.isClosed()).toBe(true);
    expect(collector.drain()).toEqual([{ metric: { name: 'LCP', value: 2140 }, at: 60_999 }]);
  });

  it('keeps the latest value of each metric, in the order metrics first arrived', () => {
    let t = 0;
    const collector = createPageSpeedCollector({ now: () => t });
    collector.accept({ name: 'CLS', value: 0.01 });
    t = 100;
    collector.accept({ name: 'LCP', value: 1800, element: 'img' });
    t = 200;
    collector.accept({ name: 'CLS', value: 0.05 });
    expect(collector.drain()).toEqual([
      { metric: { name: 'CLS', value: 0.05 }, at: 200 },
      { metric: { name: 'LCP', value: 1800, element: 'img' }, at: 100 },
    ]);
    expect(collector.drain()).toEqual([]);
  });

  it('refuses malformed metrics', () => {
    const collector = createPageSpeedCollector({ now: () => 0 });
    expect(collector.accept({ name: '', value: 1 })).toBe(false);
    expect(collector.accept({ name: 'FID', value: Number.NaN })).toBe(false);
    expect(collector.accept(JSON.parse('{"name":"TTFB"}') as { name: string; value: number })).toBe(false);
    expect(collector.drain()).toEqual([]);
  });
});
