import { describe, expect, it } from 'vitest';
import { pointKeyTarget } from './dataPoints.rules';

describe('data point keys', () => {
  it('steps with the arrows and stops at the ends', () => {
    expect(pointKeyTarget('ArrowRight', 0, 3)).toBe(1);
    expect(pointKeyTarget('ArrowDown', 2, 3)).toBe(2);
    expect(pointKeyTarget('ArrowLeft', 0, 3)).toBe(0);
    expect(pointKeyTarget('ArrowUp', 2, 3)).toBe(1);
  });

  it('jumps with Home and End, and ignores other keys', () => {
    expect(pointKeyTarget('Home', 2, 3)).toBe(0);
    expect(pointKeyTarget('End', 0, 3)).toBe(2);
    expect(pointKeyTarget('Enter', 1, 3)).toBeNull();
    expect(pointKeyTarget('ArrowRight', 0, 0)).toBeNull();
  });
});
