/**
 * An uploaded dataset file: the type and size checks, and a CSV parser (RFC 4180:
 * quoted fields, doubled quotes, CRLF or LF, a byte order mark). Pure, no DOM.
 */
import { BYTES_PER_MB } from '../../platform/constants';
import { formatFileSize } from '../../primitives/format/fileSize';

/**
 * The largest dataset file accepted: 5 MB counted the platform's way (spec §9: bytes
 * per MB 1,000,000), i.e. 5,000,000 bytes. The message shows it through the file-size
 * formatter (1024 units), which reads '4.8 MB'.
 */
export const MAX_DATASET_FILE_BYTES = 5 * BYTES_PER_MB;

/** Spec §5, exactly, with the formatter's size. */
export function fileTooLargeMessage(fileName: string, maxBytes: number = MAX_DATASET_FILE_BYTES): string {
  return `The file ${fileName} is too large. The maximum allowed file size is ${formatFileSize(maxBytes)}.`;
}

/** The spec has an unsupported-file-type message but shows no wording; this is ours. */
export function unsupportedFileTypeMessage(fileName: string): string {
  return `The file ${fileName} is not a supported file type. Choose a CSV file (.csv).`;
}

const CSV_TYPES: ReadonlySet<string> = new Set(['text/csv', 'application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel', 'text/plain', '']);

export interface DatasetFile {
  name: string;
  /** Bytes. */
  size: number;
  /** The MIME type the browser reports ('' when it knows none). */
  type: string;
}

/**
 * The message for a file that cannot be a dataset, or null: the type first (a name
 * ending in .csv, with a CSV-like or absent MIME type), then the size (over
 * MAX_DATASET_FILE_BYTES; exactly the maximum is allowed).
 */
export function datasetFileProblem(file: DatasetFile, maxBytes: number = MAX_DATASET_FILE_BYTES): string | null {
  if (!/\.csv$/i.test(file.name.trim()) || !CSV_TYPES.has(file.type.toLowerCase())) return unsupportedFileTypeMessage(file.name);
  if (file.size > maxBytes) return fileTooLargeMessage(file.name, maxBytes);
  return null;
}

/**
 * Rows of cells from CSV text. Fields are split on commas outside quotes; a quoted field
 * may hold commas, line breaks and doubled quotes ("" for "); lines end in LF or CRLF;
 * a leading byte order mark and one final line break are dropped. Empty text is no rows.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(field);
    rows.push(row);
    row = [];
    field = '';
  };
  while (i < source.length) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else field += c;
      i += 1;
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      endRow();
      if (c === '\r' && source[i + 1] === '\n') i += 1;
    } else field += c;
    i += 1;
  }
  if (field !== '' || row.length > 0 || quoted) endRow();
  return rows;
}
