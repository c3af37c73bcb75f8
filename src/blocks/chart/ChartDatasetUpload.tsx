import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import type { ChartKind } from './chartBlock.rules';
import { datasetFileProblem, MAX_DATASET_FILE_BYTES, parseCsv } from './csv.rules';
import { Chart } from './Chart';
import { focusRing } from '../../primitives/focusRing/focusRing';

const Field = styled.div`
  display: grid;
  gap: 6px;
  margin-bottom: 16px;
  color: var(--color-text);
  font-size: ${tokens.fontSizes.sm}px;

  input:focus-visible {
    ${focusRing()}
  }
`;

const Problem = styled.p`
  margin: 0;
  font-weight: ${tokens.fontWeights.medium};
`;

export interface ChartDatasetUploadProps {
  kind: ChartKind;
  title?: string;
  /** The largest file accepted, bytes (default 5 MB of 1,000,000 bytes). */
  maxBytes?: number;
  /** Told the rows of a file that was read. */
  onRows?: (rows: string[][]) => void;
}

type Upload = { state: 'empty' } | { state: 'refused'; message: string } | { state: 'read'; rows: string[][] };

/**
 * A dataset from a CSV file (as the block's editor takes one): the file's type and size
 * are checked first, with the spec's message for a file too large; a file that passes is
 * parsed and charted, with the dataset messages when it cannot be drawn.
 */
export function ChartDatasetUpload({ kind, title, maxBytes = MAX_DATASET_FILE_BYTES, onRows }: ChartDatasetUploadProps) {
  const id = useId();
  const [upload, setUpload] = useState<Upload>({ state: 'empty' });

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return setUpload({ state: 'empty' });
    const problem = datasetFileProblem(file, maxBytes);
    if (problem) return setUpload({ state: 'refused', message: problem });
    const rows = parseCsv(await file.text());
    onRows?.(rows);
    setUpload({ state: 'read', rows });
  };

  return (
    <div data-chart-upload={upload.state}>
      <Field>
        <label htmlFor={id}>Dataset (CSV file)</label>
        <input id={id} type="file" accept=".csv,text/csv" aria-describedby={`${id}-problem`} onChange={onChange} />
        <div id={`${id}-problem`} role="alert">
          {upload.state === 'refused' && <Problem>{upload.message}</Problem>}
        </div>
      </Field>
      {upload.state === 'read' && <Chart kind={kind} rows={upload.rows} title={title} />}
    </div>
  );
}
