/**
 * A byte count for people (spec: the file-size formatter uses 1024 units up to YB):
 * '512 B', '1.5 KB', '12 MB'. One decimal below 10 of a unit, none above; a trailing
 * '.0' is dropped. Pure.
 */
export const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`A file size is a finite number of bytes, not ${bytes}`);
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  const digits = value < 10 ? 1 : 0;
  // rounding can carry into the next unit: 1023.96 KB reads 1 MB
  if (Number(value.toFixed(digits)) >= 1024 && unit < FILE_SIZE_UNITS.length - 1) return `1 ${FILE_SIZE_UNITS[unit + 1]}`;
  return `${Number(value.toFixed(digits))} ${FILE_SIZE_UNITS[unit]}`;
}
