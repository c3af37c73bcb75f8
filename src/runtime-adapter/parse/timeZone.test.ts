import { describe, expect, it } from 'vitest';
import { readTimeZone } from './timeZone';

describe('readTimeZone', () => {
  it('keeps a zone the browser knows, trimmed; absent is the browser’s own', () => {
    expect(readTimeZone('Europe/Paris', 'The events list')).toEqual({ timeZone: 'Europe/Paris', message: null });
    expect(readTimeZone(' America/New_York ', 'The events list')).toEqual({ timeZone: 'America/New_York', message: null });
    expect(readTimeZone(null, 'The events list')).toEqual({ timeZone: null, message: null });
  });

  it('an empty or unknown zone falls back to UTC with one message naming the view', () => {
    expect(readTimeZone('', 'The blog list #b')).toEqual({
      timeZone: 'UTC',
      message: 'The blog list #b: data-time-zone "" is not a time zone this browser knows; dates are shown in UTC',
    });
    expect(readTimeZone('Mars/Olympus_Mons', 'The events list')).toEqual({
      timeZone: 'UTC',
      message: 'The events list: data-time-zone "Mars/Olympus_Mons" is not a time zone this browser knows; dates are shown in UTC',
    });
  });

  it('what it gives back never makes a date format throw', () => {
    for (const raw of ['', ' ', 'Nowhere', '+25:00', 'UTC', '\u0000', 'Europe/Paris\n']) {
      const { timeZone } = readTimeZone(raw, 'x');
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: timeZone ?? undefined }).format(0)).not.toThrow();
    }
  });
});
