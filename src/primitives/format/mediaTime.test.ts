import { describe, expect, it } from 'vitest';
import { formatMediaProgress, formatMediaTime } from './mediaTime';

describe('media time', () => {
  it('reads m:ss under an hour, h:mm:ss from an hour on, whole seconds rounded down', () => {
    expect(formatMediaTime(0)).toBe('0:00');
    expect(formatMediaTime(5.9)).toBe('0:05');
    expect(formatMediaTime(65)).toBe('1:05');
    expect(formatMediaTime(200)).toBe('3:20');
    expect(formatMediaTime(3599.99)).toBe('59:59');
    expect(formatMediaTime(3727)).toBe('1:02:07');
  });

  it('reads a position not known yet as 0:00', () => {
    expect([formatMediaTime(Number.NaN), formatMediaTime(-3), formatMediaTime(Number.POSITIVE_INFINITY)]).toEqual(['0:00', '0:00', '0:00']);
  });

  it('says position of duration, or the position alone when the duration is not known', () => {
    expect(formatMediaProgress(65, 200)).toBe('1:05 of 3:20');
    expect(formatMediaProgress(65, null)).toBe('1:05');
    expect(formatMediaProgress(65, Number.NaN)).toBe('1:05');
  });
});
