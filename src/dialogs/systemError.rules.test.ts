import { describe, expect, it } from 'vitest';
import { SYSTEM_ERROR_TEXT, systemErrorContent } from './systemError.rules';

describe('system error overlay content', () => {
  it('says what the spec says for each cause', () => {
    expect(systemErrorContent({ kind: 'cleaned' })).toEqual({
      title: 'Something Went Wrong!',
      text: 'Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.',
    });
    expect(systemErrorContent({ kind: 'network' }).text).toBe('Unable to connect to the product. Please try again.');
    expect(systemErrorContent({ kind: 'network', serverText: 'Maintenance until 10:00.' }).text).toBe('Maintenance until 10:00.');
    expect(systemErrorContent({ kind: 'authorizationFail' }).text).toBe('Unauthorized request.');
    expect(systemErrorContent({ kind: 'status', status: 403 }).text).toBe('Unauthorized request.');
    expect(systemErrorContent({ kind: 'status', status: 500 }).text).toBe('Internal server error. Please try again later.');
    expect(systemErrorContent({ kind: 'status', status: 503 }).text).toBe('This service is temporarily unavailable. Please try again later.');
    expect(systemErrorContent({ kind: 'status', status: 502 }).text).toBe('Unable to connect…');
    expect(() => systemErrorContent({ kind: 'status', status: 404 })).toThrow(RangeError);
  });

  it('labels the overlay buttons Reload Page and Clear', () => {
    expect([SYSTEM_ERROR_TEXT.reload, SYSTEM_ERROR_TEXT.clear]).toEqual(['Reload Page', 'Clear']);
    expect(SYSTEM_ERROR_TEXT.title).toBe('Something Went Wrong!');
  });
});
