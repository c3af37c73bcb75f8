import { describe, expect, it } from 'vitest';
import { datetimeAttribute } from './datetimeAttribute';

describe('datetimeAttribute', () => {
  it('writes a moment in UTC to the second, with milliseconds only when there are any', () => {
    expect(datetimeAttribute(Date.parse('2026-01-12T10:00:00Z'))).toBe('2026-01-12T10:00:00Z');
    expect(datetimeAttribute(new Date('2026-01-12T11:00:00+01:00'))).toBe('2026-01-12T10:00:00Z');
    expect(datetimeAttribute(Date.parse('2026-01-12T10:00:00.250Z'))).toBe('2026-01-12T10:00:00.250Z');
  });

  it('refuses a date that is not one', () => {
    expect(() => datetimeAttribute(Number.NaN)).toThrow('datetimeAttribute needs a valid date');
  });
});
