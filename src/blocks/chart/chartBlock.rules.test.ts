import { describe, expect, it } from 'vitest';
import { readChartBlock } from './chartBlock.rules';

describe('readChartBlock', () => {
  it('reads the variant ids 1009 bar, 1010 line and 1011 pie (spec §2)', () => {
    expect(readChartBlock({ variantId: 1009 }).kind).toBe('bar');
    expect(readChartBlock({ variantId: '1010' }).kind).toBe('line');
    expect(readChartBlock({ blockVariantId: 1011 }).kind).toBe('pie');
  });

  it('takes the defaults for absent or null keys', () => {
    expect(readChartBlock({ variantId: null, data: null })).toEqual({ kind: 'bar', rows: [], title: '', xAxisTitle: '', yAxisTitle: '', showLegend: true });
  });

  it('reads the rows, titles and legend switch', () => {
    const data = [['Month', 'Visits'], ['Jan', 3], 'not a row'];
    expect(readChartBlock({ variantId: 1010, data, title: ' Visits ', xAxisTitle: 'Month', yAxisTitle: 'Visits', showLegend: false })).toEqual({
      kind: 'line',
      rows: [['Month', 'Visits'], ['Jan', 3], []],
      title: 'Visits',
      xAxisTitle: 'Month',
      yAxisTitle: 'Visits',
      showLegend: false,
    });
  });

  it('refuses what is not chart block data, naming the key', () => {
    expect(() => readChartBlock(null)).toThrow('chart block: settings must be an object');
    expect(() => readChartBlock({ variantId: 1012 })).toThrow('chart block: variantId must be 1009 (bar), 1010 (line) or 1011 (pie), got 1012');
    expect(() => readChartBlock({ data: 'a,b' })).toThrow('chart block: data must be a list of rows');
    expect(() => readChartBlock({ showLegend: 'yes' })).toThrow('chart block: showLegend must be true or false');
  });
});
