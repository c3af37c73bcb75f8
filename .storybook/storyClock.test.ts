import { describe, expect, it } from 'vitest';
import { FROZEN_TIME, FROZEN_TIME_MS, seededRandom, storyClock } from './storyClock.js';

/** A Date whose real clock is moved by hand. */
function handClock(startMs: number) {
  let now = startMs;
  const RealDate = new Proxy(Date, { get: (target, key, receiver) => (key === 'now' ? () => now : Reflect.get(target, key, receiver)) });
  return { RealDate, advance: (ms: number) => (now += ms) };
}

describe('storyClock', () => {
  it('starts at the given instant and runs on with the real clock', () => {
    const real = handClock(Date.parse('2031-06-01T00:00:00Z'));
    const clock = storyClock(real.RealDate, FROZEN_TIME_MS);
    expect(new clock.Date().toISOString()).toBe(FROZEN_TIME);
    expect(clock.Date.now()).toBe(FROZEN_TIME_MS);
    real.advance(1500);
    expect(clock.Date.now()).toBe(FROZEN_TIME_MS + 1500);
    expect(new clock.Date().getTime()).toBe(FROZEN_TIME_MS + 1500);
  });

  it('goes back to the start on restart', () => {
    const real = handClock(0);
    const clock = storyClock(real.RealDate, FROZEN_TIME_MS);
    real.advance(60_000);
    clock.restart();
    expect(clock.now()).toBe(FROZEN_TIME_MS);
    real.advance(5);
    expect(clock.now()).toBe(FROZEN_TIME_MS + 5);
  });

  it('stands still where the real clock does (the visual farm fixes it)', () => {
    const real = handClock(FROZEN_TIME_MS);
    const clock = storyClock(real.RealDate, FROZEN_TIME_MS);
    expect(clock.Date.now()).toBe(FROZEN_TIME_MS);
    expect(clock.Date.now()).toBe(FROZEN_TIME_MS);
  });

  it('leaves dates built from a value, Date.UTC, Date.parse and instanceof alone', () => {
    const clock = storyClock(handClock(0).RealDate, FROZEN_TIME_MS);
    expect(new clock.Date('2020-02-02T00:00:00Z').toISOString()).toBe('2020-02-02T00:00:00.000Z');
    expect(new clock.Date(2020, 1, 2).getFullYear()).toBe(2020);
    expect(clock.Date.UTC(2020, 0, 1)).toBe(Date.UTC(2020, 0, 1));
    expect(clock.Date.parse('2020-01-01T00:00:00Z')).toBe(Date.UTC(2020, 0, 1));
    expect(new clock.Date()).toBeInstanceOf(Date);
    expect(new Date(0)).toBeInstanceOf(clock.Date);
  });

  it('answers Date() without new with the clock time as text', () => {
    const clock = storyClock(handClock(0).RealDate, FROZEN_TIME_MS);
    expect((clock.Date as unknown as () => string)()).toBe(new Date(FROZEN_TIME_MS).toString());
  });
});

describe('seededRandom', () => {
  it('gives numbers in [0, 1), the same sequence again after a reseed', () => {
    const random = seededRandom(1);
    const first = Array.from({ length: 50 }, random.next);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(new Set(first).size).toBe(50);
    random.reseed(1);
    expect(Array.from({ length: 50 }, random.next)).toEqual(first);
    random.reseed(2);
    expect(random.next()).not.toBe(first[0]);
  });
});
