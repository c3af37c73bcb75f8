import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { datasetFileProblem, fileTooLargeMessage, MAX_DATASET_FILE_BYTES, parseCsv } from './csv.rules';

/** Writes rows as CSV the way a spreadsheet exports them: a field with a comma, quote or line break is quoted. */
function toCsv(rows: string[][]): string {
  const field = (f: string) => (/[",\r\n]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f);
  return rows.map((row) => row.map(field).join(',')).join('\r\n');
}

describe('parseCsv', () => {
  it('splits rows and fields, with quotes, doubled quotes and line breaks inside quotes', () => {
    expect(parseCsv('Month,Visits\nJan,120\r\nFeb,"1,300"\n')).toEqual([
      ['Month', 'Visits'],
      ['Jan', '120'],
      ['Feb', '1,300'],
    ]);
    expect(parseCsv('"Say ""hi""","two\nlines"')).toEqual([['Say "hi"', 'two\nlines']]);
    expect(parseCsv('\uFEFFa,b')).toEqual([['a', 'b']]);
    expect(parseCsv('a,,\n')).toEqual([['a', '', '']]);
    expect(parseCsv('')).toEqual([]);
  });

  it('reads back any table a spreadsheet writes', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'Z', '1', ' ', ',', '"', '\n', '\r\n', 'é') });
    const table = fc
      .integer({ min: 1, max: 5 })
      .chain((width) => fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 6 }));
    fc.assert(
      fc.property(table, (rows) => {
        // one empty field alone on a line is a blank line, which a spreadsheet writes for an empty row too
        fc.pre(rows.every((row) => row.length > 1 || row[0] !== ''));
        expect(parseCsv(toCsv(rows))).toEqual(rows);
      }),
    );
  });
});

describe('dataset files', () => {
  it('limits a file to 5 MB of 1,000,000 bytes, shown through the 1024-unit formatter', () => {
    expect(MAX_DATASET_FILE_BYTES).toBe(5_000_000);
    expect(fileTooLargeMessage('sales.csv')).toBe('The file sales.csv is too large. The maximum allowed file size is 4.8 MB.');
  });

  it('allows a CSV up to the maximum and refuses one byte more with the spec’s message', () => {
    expect(datasetFileProblem({ name: 'sales.csv', size: MAX_DATASET_FILE_BYTES, type: 'text/csv' })).toBeNull();
    expect(datasetFileProblem({ name: 'sales.csv', size: MAX_DATASET_FILE_BYTES + 1, type: 'text/csv' })).toBe(
      'The file sales.csv is too large. The maximum allowed file size is 4.8 MB.',
    );
  });

  it('refuses a file that is not a CSV, whatever its size', () => {
    expect(datasetFileProblem({ name: 'sales.xlsx', size: 10, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toBe(
      'The file sales.xlsx is not a supported file type. Choose a CSV file (.csv).',
    );
    expect(datasetFileProblem({ name: 'photo.csv', size: 10, type: 'image/png' })).toMatch(/not a supported file type/);
    expect(datasetFileProblem({ name: 'DATA.CSV', size: 10, type: '' })).toBeNull();
  });
});
