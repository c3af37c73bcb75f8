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
    <DocTable
      caption="System colours"
      columns={['Order', 'Id', 'Name', 'Shown as', 'Read-only', 'User-visible', 'Hidden in selector']}
      rows={SYSTEM_COLORS.map((c) => [
        c.order,
        <code>{c.id}</code>,
        `${c.name}${c.generatorSeed ? ' (seed)' : ''}`,
        c.displayName,
        yesNo(c.readonly),
        yesNo(c.userVisible),
        yesNo(c.hideInSelector),
      ])}
    />
  );
}
