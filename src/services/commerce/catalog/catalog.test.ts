import { describe, expect, it } from 'vitest';
import { measurementUnits } from './measurementUnits';
import { workflowLabel } from './workflowLabel';

describe('measurement units', () => {
  it('uses lbs and inches for imperial', () => {
    expect(measurementUnits(1)).toEqual({ system: 'IMPERIAL', weight: 'lbs', dimension: 'inches' });
    expect(measurementUnits('imperial')).toMatchObject({ weight: 'lbs', dimension: 'inches' });
  });

  it('uses kg and cm otherwise', () => {
    for (const system of [2, 'METRIC', undefined, null, 0, 'furlongs']) {
      expect(measurementUnits(system)).toEqual({ system: 'METRIC', weight: 'kg', dimension: 'cm' });
    }
  });
});

describe('workflow labels', () => {
  it('names the three states and calls anything else Unsupported', () => {
    expect(workflowLabel('PUBLISHED')).toBe('Available');
    expect(workflowLabel('SCHEDULED')).toBe('Scheduled');
    expect(workflowLabel('DRAFT')).toBe('Hidden');
    for (const other of ['published', 'DELETED', 1, null, undefined, '']) expect(workflowLabel(other)).toBe('Unsupported');
  });
});
