import { SYSTEM_COLORS, type Palette } from '../../../src/tokens';
import { DocTable } from './DocTable';
import { Swatch, SwatchRow } from './Swatch';

/** The ten system colours in palette order, as chips. */
export function PaletteSwatches({ palette }: { palette: Palette }) {
  return (
    <SwatchRow>
      {SYSTEM_COLORS.map((c) => (
        <Swatch key={c.id} value={palette[c.id]} label={`${c.order} · ${c.name}`} detail={c.id} />
      ))}
    </SwatchRow>
  );
}

const yesNo = (b: boolean) => (b ? 'yes' : 'no');

/** The system colour config: names, order and selector flags. */
export function SystemColorTable() {
  return (
    <DocTable>
      <caption>System colours</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Id</th>
          <th scope="col">Name</th>
          <th scope="col">Shown as</th>
          <th scope="col">Read-only</th>
          <th scope="col">User-visible</th>
          <th scope="col">Hidden in selector</th>
        </tr>
      </thead>
      <tbody>
        {SYSTEM_COLORS.map((c) => (
          <tr key={c.id}>
            <td>{c.order}</td>
            <td><code>{c.id}</code></td>
            <td>{c.name}{c.generatorSeed ? ' (seed)' : ''}</td>
            <td>{c.displayName}</td>
            <td>{yesNo(c.readonly)}</td>
            <td>{yesNo(c.userVisible)}</td>
            <td>{yesNo(c.hideInSelector)}</td>
          </tr>
        ))}
      </tbody>
    </DocTable>
  );
}
