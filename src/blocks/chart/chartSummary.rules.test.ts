import { describe, expect, it } from 'vitest';
import { chartDescription, chartTitle, percentOf, pointLabel } from './chartSummary.rules';
import type { Dataset } from './dataset.rules';

const dataset: Dataset = {
  categoryHeader: 'Quarter',
  categories: ['Q1', 'Q2', 'Q3'],
  series: [
    { name: 'North', values: [120, 1500, 90] },
    { name: 'South', values: [60, 80, 100] },
  ],
  truncated: { rows: null, columns: null },
};

describe('chart summary', () => {
  it('names the kind and the title', () => {
    expect(chartTitle('bar', 'Sales')).toBe('Bar chart: Sales');
    expect(chartTitle('pie', '')).toBe('Pie chart');
  });

  it('describes each series by its lowest and highest values', () => {
    expect(chartDescription('line', dataset)).toBe(
      'North and South across 3 categories of Quarter. North from 90 (Q3) to 1,500 (Q2). South from 60 (Q1) to 100 (Q3).',
    );
  });

  it('describes a pie by its total and largest slice', () => {
    expect(chartDescription('pie', { ...dataset, series: [dataset.series[1]!] })).toBe(
      'South across 3 categories of Quarter, 240 in all. Largest: Q3, 100 (42%).',
    );
  });

  it('names one data point', () => {
    expect(pointLabel('bar', dataset, 1, 0)).toBe('Q1, South: 60');
    expect(pointLabel('line', { ...dataset, series: [dataset.series[0]!] }, 0, 1)).toBe('Q2: 1,500');
    expect(pointLabel('pie', { ...dataset, series: [dataset.series[1]!] }, 0, 2)).toBe('Q3: 100 (42%)');
    expect(percentOf(5, 0)).toBe('0%');
  });
});
