import { describe, expect, it } from 'vitest';
import { buildErrorReport, errorEventInput, rejectionInput, safeJson } from './errorReport.rules';

describe('error report content', () => {
  it('holds the event, the details as JSON text and the timestamp', () => {
    const report = buildErrorReport({ message: 'bad', stack: 's', code: 'E1', event: 'custom_error' }, 5, { pageUrl: '/p' });
    expect(report).toEqual({ event: 'custom_error', data: JSON.stringify({ pageUrl: '/p', message: 'bad', stack: 's', code: 'E1' }), timestamp: 5 });
  });

  it('reads an error event with its Error', () => {
    const error = new RangeError('too far');
    expect(errorEventInput({ message: 'Uncaught RangeError: too far', filename: 'a.js', lineno: 1, colno: 2, error })).toEqual({
      message: 'Uncaught RangeError: too far',
      stack: error.stack,
      name: 'RangeError',
      filename: 'a.js',
      lineno: 1,
      colno: 2,
    });
    expect(errorEventInput({ error }).message).toBe('too far');
  });

  it('reads a rejection reason', () => {
    const error = new Error('nope');
    expect(rejectionInput(error)).toBe(error);
    expect(rejectionInput('timeout')).toEqual({ message: 'Unhandled rejection: timeout' });
    expect(rejectionInput({ code: 3 })).toEqual({ message: 'Unhandled rejection: {"code":3}' });
  });

  it('prints cycles and BigInts', () => {
    const a: Record<string, unknown> = { n: 1n };
    a.a = a;
    expect(safeJson(a)).toBe('{"n":"1","a":"[Circular]"}');
  });
});
