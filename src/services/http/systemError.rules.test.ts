import { describe, expect, it } from 'vitest';
import { showsSystemError } from './systemError.rules';

describe('system error overlay', () => {
  it('comes up for 5xx, 401 and 403 only', () => {
    expect([500, 502, 503, 599, 401, 403].every(showsSystemError)).toBe(true);
    expect([200, 204, 400, 404, 429, 600].some(showsSystemError)).toBe(false);
  });
});
