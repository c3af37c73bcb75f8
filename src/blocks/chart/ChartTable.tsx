import type { Dataset } from './dataset.rules';
import { formatValue } from './scale.math';
import { Table, TableScroll } from './Chart.styles';

/**
 * The chart's data as a table: a caption, a header per column, a row header per category.
 * `hidden` keeps it in the page but out of sight (the chart shows; its data stays there).
 */
export function ChartTable({ dataset, caption, id, hidden }: { dataset: Dataset; caption: string; id?: string; hidden?: boolean }) {
  return (
    <TableScroll id={id} hidden={hidden}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{dataset.categoryHeader}</th>
            {dataset.series.map((s, i) => (
              <th key={i} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dataset.categories.map((category, row) => (
            <tr key={row}>
              <th scope="row">{category}</th>
              {dataset.series.map((s, i) => (
                <td key={i}>{formatValue(s.values[row]!)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
