import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILE_SIZE_UNITS, formatFileSize } from './fileSize';

describe('file size', () => {
  it('counts in 1024s', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatFileSize(1024 ** 3 * 2.25)).toBe('2.3 GB');
  });

  it('goes up to YB and stays there', () => {
    expect(formatFileSize(1024 ** 8)).toBe('1 YB');
    expect(formatFileSize(1024 ** 9)).toBe('1024 YB');
  });

  it('carries a rounded 1024 into the next unit', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
  });

  it('always names a unit and a number under 1024 below YB', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1024 ** 8 - 1, noNaN: true }), (bytes) => {
        const [number, unit] = formatFileSize(bytes).split(' ');
        expect(FILE_SIZE_UNITS).toContain(unit);
        expect(Number(number)).toBeLessThan(1024);
      }),
    );
  });

  it('rejects what is not a size', () => {
    expect(() => formatFileSize(-1)).toThrow(RangeError);
    expect(() => formatFileSize(Number.NaN)).toThrow(RangeError);
  });
});
