/**
 * Weight and dimension units of the store: imperial uses lbs and inches; any other unit
 * system (metric, or a value the settings do not carry) uses kg and cm.
 */
import { UnitSystem } from '../../../platform/enums/commerce';

export interface MeasurementUnits {
  readonly system: 'IMPERIAL' | 'METRIC';
  readonly weight: 'lbs' | 'kg';
  readonly dimension: 'inches' | 'cm';
}

export const IMPERIAL_UNITS: MeasurementUnits = { system: 'IMPERIAL', weight: 'lbs', dimension: 'inches' };
export const METRIC_UNITS: MeasurementUnits = { system: 'METRIC', weight: 'kg', dimension: 'cm' };

/** Imperial for the platform number 1 or the name 'IMPERIAL' (any case); metric otherwise. */
export function measurementUnits(unitSystem: unknown): MeasurementUnits {
  const imperial = unitSystem === UnitSystem.IMPERIAL || (typeof unitSystem === 'string' && unitSystem.toUpperCase() === 'IMPERIAL');
  return imperial ? IMPERIAL_UNITS : METRIC_UNITS;
}
