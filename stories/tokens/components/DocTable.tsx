import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../../src/tokens/tokens';

const Table = styled.table`
  border-collapse: collapse;
  font-size: ${tokens.fontSizes.md}px;
  margin-bottom: 24px;
  th,
  td {
    text-align: left;
    padding: 6px 12px 6px 0;
    border-bottom: 1px solid var(--color-border);
    vertical-align: middle;
  }
  th {
    font-weight: ${tokens.fontWeights.semibold};
  }
  caption {
    text-align: left;
    font-weight: ${tokens.fontWeights.semibold};
    font-size: ${tokens.fontSizes.lg}px;
    padding-bottom: 8px;
  }
  code {
    overflow-wrap: anywhere;
  }

  /* On phones each row becomes a card of label / value lines. */
  @media ${tokens.mediaQueries.mobile} {
    display: block;
    width: 100%;
    caption,
    tbody,
    tr {
      display: block;
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tr {
      border-bottom: 1px solid var(--color-border);
      padding: 6px 0;
    }
    th,
    td {
      display: grid;
      grid-template-columns: 38% 1fr;
      gap: 8px;
      border: 0;
      padding: 3px 0;
    }
    th[scope='row'] {
      display: block;
    }
    td[data-label]::before {
      content: attr(data-label);
      font-weight: ${tokens.fontWeights.medium};
    }
  }
`;

export interface DocTableProps {
  caption: string;
  columns: string[];
  rows: ReactNode[][];
  /** The first cell of each row heads the row. */
  rowHeaders?: boolean;
}

/** A readable table for the docs: columns on desktop, one card a row on phones. */
export function DocTable({ caption, columns, rows, rowHeaders = false }: DocTableProps) {
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={r}>
            {row.map((cell, i) =>
              i === 0 && rowHeaders ? (
                <th key={i} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={i} data-label={columns[i]}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
