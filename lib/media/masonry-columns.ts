/**
 * react-responsive-masonry picks its column count after it has measured the page, so the server's
 * HTML would show one column and then jump. Instead the gallery is rendered once per column count
 * and CSS shows the copy for the current width: the static HTML already has the right columns.
 * Breakpoints read as the library reads them: `{ 750: 2 }` means 2 columns when wider than 750 px.
 */
export type ColumnLayout = { columns: number; media: string }

export const DEFAULT_BREAKPOINTS: Record<number, number> = { 350: 1, 750: 2, 900: 3 }

export function columnLayouts(breakpoints: Record<number, number> = DEFAULT_BREAKPOINTS): ColumnLayout[] {
  const points = Object.entries(breakpoints)
    .map(([width, columns]) => ({ width: Number(width), columns }))
    .sort((a, b) => a.width - b.width)
  if (points.length === 0) return [{ columns: 1, media: 'all' }]
  // Below the first breakpoint the library uses the first breakpoint's count.
  const ranges = points.map((p, i) => ({
    columns: p.columns,
    from: i === 0 ? undefined : p.width,
    to: points[i + 1]?.width,
  }))
  const merged: typeof ranges = []
  for (const r of ranges) {
    const last = merged[merged.length - 1]
    if (last && last.columns === r.columns) last.to = r.to
    else merged.push({ ...r })
  }
  return merged.map(({ columns, from, to }) => {
    const parts = [
      from !== undefined ? `(min-width: ${from + 1}px)` : '',
      to !== undefined ? `(max-width: ${to}px)` : '',
    ].filter(Boolean)
    return { columns, media: parts.length ? parts.join(' and ') : 'all' }
  })
}
