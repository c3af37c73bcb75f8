import { describe, expect, it } from 'vitest';
import { cellNumber, DATASET_MESSAGES, MAX_DATASET_COLUMNS, MAX_DATASET_ROWS, readDataset, truncationNotices } from './dataset.rules';

describe('readDataset', () => {
  it('reads the header row as series names and each other row as a category', () => {
    const result = readDataset([
      ['Quarter', 'North', 'South'],
      ['Q1', 120, '90'],
      ['Q2', '1,250', -4.5],
    ]);
    expect(result).toEqual({
      ok: true,
      value: {
        categoryHeader: 'Quarter',
        categories: ['Q1', 'Q2'],
        series: [
          { name: 'North', values: [120, 1250] },
          { name: 'South', values: [90, -4.5] },
        ],
        truncated: { rows: null, columns: null },
      },
    });
  });

  it('says the spec’s words for a dataset without a value column', () => {
    expect(readDataset([])).toEqual({ ok: false, error: { problem: 'noColumns', message: 'Your dataset must have at least one column' } });
    expect(readDataset([['Quarter'], ['Q1']])).toMatchObject({ ok: false, error: { message: 'Your dataset must have at least one column' } });
    expect(
      readDataset([
        ['Quarter', ''],
        ['Q1', ''],
      ]),
    ).toMatchObject({ error: { problem: 'noColumns' } });
  });

  it('says the spec’s words for a dataset without a data row (blank lines do not count)', () => {
    expect(readDataset([['Quarter', 'North']])).toEqual({ ok: false, error: { problem: 'noRows', message: 'Your dataset must have at least one row' } });
    expect(readDataset([['Quarter', 'North'], ['', ''], []])).toMatchObject({ error: { problem: 'noRows' } });
  });

  it('says the spec’s words when a drawn cell is blank, short or not a number', () => {
    const missing = { ok: false, error: { problem: 'missingData', message: 'One or more rows was missing data' } };
    expect(
      readDataset([
        ['Q', 'A', 'B'],
        ['Q1', 1, ''],
      ]),
    ).toEqual(missing);
    expect(
      readDataset([
        ['Q', 'A', 'B'],
        ['Q1', 1],
      ]),
    ).toEqual(missing);
    expect(
      readDataset([
        ['Q', 'A'],
        ['Q1', 'lots'],
      ]),
    ).toEqual(missing);
    expect(DATASET_MESSAGES.missingData).toBe('One or more rows was missing data');
  });

  it('names unnamed series, categories and the category column', () => {
    const result = readDataset([
      ['', '', 'B'],
      ['', 1, 2],
    ]);
    expect(result.ok && result.value).toMatchObject({ categoryHeader: 'Category', categories: ['Row 1'], series: [{ name: 'Series 1' }, { name: 'B' }] });
  });

  it('keeps the first rows and columns up to the maximum and says how many there were', () => {
    const header = ['Day', ...Array.from({ length: MAX_DATASET_COLUMNS + 3 }, (_, i) => `S${i + 1}`)];
    const rows = Array.from({ length: MAX_DATASET_ROWS + 22 }, (_, r) => [`D${r + 1}`, ...header.slice(1).map((_, c) => r + c)]);
    const result = readDataset([header, ...rows]);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.categories).toHaveLength(MAX_DATASET_ROWS);
    expect(result.value.series).toHaveLength(MAX_DATASET_COLUMNS);
    expect(result.value.truncated).toEqual({ rows: MAX_DATASET_ROWS + 22, columns: MAX_DATASET_COLUMNS + 3 });
    expect(truncationNotices(result.value.truncated)).toEqual([`Showing the first 50 of 72 rows.`, `Showing the first 8 of 11 columns.`]);
  });

  it('does not count a blank cell in a row left out by truncation as missing', () => {
    const rows = Array.from({ length: MAX_DATASET_ROWS }, (_, r) => [`D${r}`, r]);
    expect(readDataset([['Day', 'Visits'], ...rows, ['late', '']]).ok).toBe(true);
  });
});

describe('cellNumber', () => {
  it('reads numbers and numeric text, nothing else', () => {
    expect([cellNumber(3), cellNumber(' 42 '), cellNumber('-3.5'), cellNumber('1,200,000'), cellNumber('2e3'), cellNumber('.5')]).toEqual([
      3, 42, -3.5, 1200000, 2000, 0.5,
    ]);
    expect([cellNumber(''), cellNumber('12%'), cellNumber('1,20'), cellNumber(null), cellNumber(Number.NaN), cellNumber(true)]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
