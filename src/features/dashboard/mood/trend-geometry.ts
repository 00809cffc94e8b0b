/**
 * The mood trend's geometry: where each day sits across, where each score sits up, and the line
 * through the shared days with a gap where a day has none. Seven points on a line need no chart
 * library, and the dashboard paints it with the rest of the card (docs/decisions/0042-dashboard-content-first.md).
 */

/**
 * `count` points spread evenly over [start, end], with `padding` steps of room at each end: the
 * first point at start + padding steps, the last at end - padding steps.
 */
export function pointPositions(count: number, [start, end]: [number, number], padding: number): number[] {
  const step = (end - start) / Math.max(1, count - 1 + padding * 2)
  const first = start + (end - start - step * (count - 1)) / 2
  return Array.from({ length: count }, (_, index) => first + step * index)
}

/** Maps [domainStart, domainEnd] onto [rangeStart, rangeEnd] in a straight line. */
export function linearScale(
  [domainStart, domainEnd]: [number, number],
  [rangeStart, rangeEnd]: [number, number],
): (value: number) => number {
  return (value) => rangeStart + ((value - domainStart) / (domainEnd - domainStart)) * (rangeEnd - rangeStart)
}

/**
 * An SVG path through the given points, one straight segment after another; a null point breaks the
 * line, so a day with no mood shared shows as a gap rather than a slope across it.
 */
export function linePath(points: ({ x: number; y: number } | null)[]): string {
  let path = ''
  let drawing = false
  for (const point of points) {
    if (point === null) {
      drawing = false
      continue
    }
    path += `${drawing ? 'L' : 'M'}${round(point.x)},${round(point.y)}`
    drawing = true
  }
  return path
}

const round = (value: number) => Math.round(value * 100) / 100
