import { describe, expect, it } from 'vitest';
import { readHideAfterTime } from './dialogKind.rules';

describe('dialog kinds', () => {
  it('hides information dialogs after 2000 ms unless told otherwise; hideAfterTime is a number or null', () => {
    expect(readHideAfterTime('information', undefined)).toBe(2000);
    expect(readHideAfterTime('confirmation', undefined)).toBeNull();
    expect(readHideAfterTime('information', null)).toBeNull();
    expect(readHideAfterTime('alert', 500)).toBe(500);
    expect(() => readHideAfterTime('information', '2000')).toThrow('Dialog hideAfterTime must be a number of milliseconds or null, not 2000');
    expect(() => readHideAfterTime('information', Number.NaN)).toThrow(TypeError);
  });
});
