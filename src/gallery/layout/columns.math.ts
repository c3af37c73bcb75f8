/**
 * Autocolumns (masonry) and autogrid (even cells) layout (spec: column width 250,
 * gutter 0, behaviour min rounds the column count down, otherwise up; at least one
 * column). Pure.
 */
import type { ColumnBehaviour } from '../core/designs';
import type { Layout, LayoutItem, Rect } from './layoutTypes';

export function columnCount(containerWidth: number, columnWidth: number, gutter: number, behaviour: ColumnBehaviour): number {
  if (containerWidth <= 0 || columnWidth <= 0) return 1;
  const fit = (containerWidth + gutter) / (columnWidth + gutter);
  return Math.max(1, behaviour === 'min' ? Math.floor(fit) : Math.ceil(fit));
}

export function cellWidth(containerWidth: number, columns: number, gutter: number): number {
  return Math.max(0, (containerWidth - gutter * (columns - 1)) / columns);
}

export interface ColumnOptions {
  containerWidth: number;
  columnWidth: number;
  gutter: number;
  behaviour: ColumnBehaviour;
}

/** Masonry: each item goes to the shortest column (the leftmost on a tie). */
export function autocolumnsLayout(items: LayoutItem[], o: ColumnOptions): Layout {
  const columns = columnCount(o.containerWidth, o.columnWidth, o.gutter, o.behaviour);
  const width = cellWidth(o.containerWidth, columns, o.gutter);
  const heights = new Array<number>(columns).fill(0);
  const rects: Rect[] = items.map((item) => {
    let column = 0;
    for (let c = 1; c < columns; c++) if (heights[c]! < heights[column]!) column = c;
    const height = width / item.aspect;
    const rect = { x: column * (width + o.gutter), y: heights[column]!, width, height };
    heights[column] = rect.y + height + o.gutter;
    return rect;
  });
  const height = items.length === 0 ? 0 : Math.max(...heights) - o.gutter;
  return { rects, height };
}

/** Even cells in rows; `aspectRatio` 'auto' makes square cells (images are cropped to fit). */
export function autogridLayout(count: number, o: ColumnOptions & { aspectRatio: number | 'auto' }): Layout {
  const columns = columnCount(o.containerWidth, o.columnWidth, o.gutter, o.behaviour);
  return evenGrid(count, columns, o.containerWidth, o.gutter, o.aspectRatio);
}

/** Rows of `columns` equal cells `gap` apart. */
export function evenGrid(count: number, columns: number, containerWidth: number, gap: number, aspectRatio: number | 'auto'): Layout {
  const width = cellWidth(containerWidth, columns, gap);
  const height = width / (aspectRatio === 'auto' ? 1 : aspectRatio);
  const rects: Rect[] = Array.from({ length: count }, (_, i) => ({
    x: (i % columns) * (width + gap),
    y: Math.floor(i / columns) * (height + gap),
    width,
    height,
  }));
  const rows = Math.ceil(count / columns);
  return { rects, height: rows === 0 ? 0 : rows * height + (rows - 1) * gap };
}
