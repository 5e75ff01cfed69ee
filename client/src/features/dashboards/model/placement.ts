/** A widget's place on the dashboard grid, in grid units. */
export interface GridBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Columns of the dashboard grid: the widget table's default sizes (Welcome 20 wide) are in these units. */
export const GRID_COLUMNS = 24;

const overlaps = (a: GridBox, b: GridBox): boolean =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Where a new widget of size w x h goes: the first free spot in reading order (row by row from the
 * top, left to right in a row) where it overlaps no widget, which on a compacted grid is beside the
 * widgets of the bottom row when they leave room, else at the bottom, at the left. Never on top of
 * another widget, and never everyone stacked in column 0 (each spot is searched for, not assumed).
 */
export function firstFreeSpot(
  layout: readonly GridBox[],
  size: { w: number; h: number },
  columns = GRID_COLUMNS,
): GridBox {
  const w = Math.min(Math.max(1, Math.round(size.w)), columns);
  const h = Math.max(1, Math.round(size.h));
  const bottom = layout.reduce((max, box) => Math.max(max, box.y + box.h), 0);
  for (let y = 0; y < bottom; y++) {
    for (let x = 0; x + w <= columns; x++) {
      const candidate = { x, y, w, h };
      const blocker = layout.find((box) => overlaps(box, candidate));
      if (!blocker) return candidate;
      // Skip past the widget in the way.
      x = blocker.x + blocker.w - 1;
    }
  }
  return { x: 0, y: bottom, w, h };
}
