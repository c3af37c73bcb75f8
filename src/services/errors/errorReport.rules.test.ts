import { describe, expect, it } from 'vitest';
import { buildErrorReport, safeJson } from './errorReport.rules';

describe('error report content', () => {
  it('holds the event, the details as JSON text and the timestamp', () => {
    const report = buildErrorReport({ message: 'bad', stack: 's', code: 'E1', event: 'custom_error' }, 5, { pageUrl: '/p' });
    expect(report).toEqual({ event: 'custom_error', data: JSON.stringify({ pageUrl: '/p', message: 'bad', stack: 's', code: 'E1' }), timestamp: 5 });
  });

  it('prints cycles and BigInts', () => {
    const a: Record<string, unknown> = { n: 1n };
    a.a = a;
    expect(safeJson(a)).toBe('{"n":"1","a":"[Circular]"}');
  });
});
