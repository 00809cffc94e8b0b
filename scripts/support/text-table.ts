/**
 * Rows of cells as a plain-text table, each column as wide as its widest cell, two spaces between
 * columns, no trailing spaces. The first row is the header; `ruled` draws a line of dashes under it.
 * Columns are right-aligned (figures) except where `leftAligned` says (names, verdicts).
 */
export function textTable(
  rows: readonly (readonly string[])[],
  { leftAligned, ruled = false }: { leftAligned: (column: number) => boolean; ruled?: boolean },
): string {
  const [header = []] = rows
  const widths = header.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)))
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) =>
        leftAligned(column) ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd()
  const rule = ruled ? [line(widths.map((width) => '-'.repeat(width)))] : []
  return [line(header), ...rule, ...rows.slice(1).map(line)].join('\n')
}
