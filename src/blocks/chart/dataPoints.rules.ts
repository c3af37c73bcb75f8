/**
 * Moving between a chart's data points by keyboard: the points are one tab stop (a roving
 * tabindex); arrow keys step through them in reading order and stop at the ends, Home and
 * End jump to the first and last. Pure.
 */
export function pointKeyTarget(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(count - 1, current + 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(0, current - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
