/** Grid columns for tiles: at most `columns`, fewer when tiles would get narrower than `minWidth` px. */
export function gridColumns(columns: number, minWidth = 200, gap = 16): string {
  return `repeat(auto-fill, minmax(max(${minWidth}px, calc((100% - ${(columns - 1) * gap}px) / ${columns})), 1fr))`;
}
