import { describe, expect, it } from 'vitest';
import { relativeTime, relativeTimeAround } from './relativeTime';

const at = (s: number) => new Date(Date.UTC(2026, 0, 1) + s * 1000);
const now = at(0);

describe('relative time', () => {
  it('says just now under a second and seconds ago under a minute', () => {
    expect(relativeTime(at(-0.4), now)).toBe('just now');
    expect(relativeTime(at(-1), now)).toBe('seconds ago');
    expect(relativeTime(at(-59.9), now)).toBe('seconds ago');
  });

  it('says less than a minute ago in the sentence style', () => {
    expect(relativeTime(at(-0.2), now, { style: 'sentence' })).toBe('less than a minute ago');
    expect(relativeTime(at(-59), now, { style: 'sentence' })).toBe('less than a minute ago');
  });

  it('counts whole minutes, hours and days from a minute on', () => {
    expect(relativeTime(at(-60), now)).toBe('1 minute ago');
    expect(relativeTime(at(-3 * 3600 - 5), now)).toBe('3 hours ago');
    expect(relativeTime(at(-2 * 86400), now)).toBe('2 days ago');
    expect(relativeTime(at(-400 * 86400), now)).toBe('1 year ago');
    expect(relativeTime(at(-7200), now, { locale: 'de' })).toBe('vor 2 Stunden');
  });

  it('treats a time in the future as just now and rejects invalid dates', () => {
    expect(relativeTime(at(5), now)).toBe('just now');
    expect(() => relativeTime(new Date('nope'), now)).toThrow(RangeError);
  });
});

describe('relativeTimeAround', () => {
  const now = Date.UTC(2026, 0, 15, 10);
  const at = (seconds: number) => now + seconds * 1000;

  it('the past as relativeTime says it, in the sentence style', () => {
    expect(relativeTimeAround(at(-30), now)).toBe('less than a minute ago');
    expect(relativeTimeAround(at(-2 * 86400), now)).toBe('2 days ago');
  });

  it('the future with "in"', () => {
    expect(relativeTimeAround(at(30), now)).toBe('in less than a minute');
    expect(relativeTimeAround(at(90), now)).toBe('in 1 minute');
    expect(relativeTimeAround(at(3 * 86400 + 10), now)).toBe('in 3 days');
    expect(relativeTimeAround(at(40 * 86400), now)).toBe('in 1 month');
  });

  it('refuses a date that is not one', () => {
    expect(() => relativeTimeAround(Number.NaN, now)).toThrow(RangeError);
  });
});
