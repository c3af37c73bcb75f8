/**
 * Autorows (justified rows) layout (spec: row height 250, gutter 20). Items are laid
 * at the target height until a row would overflow, then the row is scaled to fill the
 * container exactly. The last row keeps the target height unless it would overflow.
 * Pure.
 */
import type { Layout, LayoutItem, Rect } from './layoutTypes';

export interface RowOptions {
  containerWidth: number;
  rowHeight: number;
  gutter: number;
}

export function autorowsLayout(items: LayoutItem[], { containerWidth, rowHeight, gutter }: RowOptions): Layout {
  const rects: Rect[] = [];
  let y = 0;
  let row: number[] = [];
  const rowWidthAt = (indexes: number[], height: number) =>
    indexes.reduce((sum, i) => sum + items[i]!.aspect * height, 0) + gutter * Math.max(0, indexes.length - 1);

  const place = (indexes: number[], height: number) => {
    let x = 0;
    for (const i of indexes) {
      const width = items[i]!.aspect * height;
      rects[i] = { x, y, width, height };
      x += width + gutter;
    }
    y += height + gutter;
  };

  /** The height at which a row fills the container exactly. */
  const fillHeight = (indexes: number[]) => {
    const aspects = indexes.reduce((sum, i) => sum + items[i]!.aspect, 0);
    return (containerWidth - gutter * (indexes.length - 1)) / aspects;
  };

  items.forEach((_, i) => {
    row.push(i);
    if (rowWidthAt(row, rowHeight) >= containerWidth) {
      place(row, fillHeight(row));
      row = [];
    }
  });
  if (row.length > 0) place(row, Math.min(rowHeight, fillHeight(row)));
  return { rects, height: items.length === 0 ? 0 : y - gutter };
}
