/** About four round steps between the lowest and highest value (1, 2 or 5 times a power of ten). */
export function ticks(low: number, high: number): number[] {
  const span = high - low || Math.abs(high) || 1;
  const raw = span / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= raw) ?? raw;
  const found: number[] = [];
  // From a step at or below the lowest value to the first step at or above the highest.
  for (let at = Math.floor(low / step) * step; found.length < 12; at += step) {
    found.push(Number(at.toPrecision(12)));
    if (at >= high) break;
  }
  return found;
}

interface ValueGridProps {
  /** The values of the grid lines, lowest first (ticks()). */
  scale: readonly number[];
  /** Each value as the axis writes it. */
  texts: readonly string[];
  /** Where the plot starts, and its width, in pixels. */
  left: number;
  width: number;
  /** A value's height in the picture. */
  y: (value: number) => number;
}

/** A chart's horizontal grid lines, each with its value written at the left. */
export function ValueGrid({ scale, texts, left, width, y }: ValueGridProps) {
  return scale.map((value, index) => (
    <g key={value}>
      <line className="grid" x1={left} x2={left + width} y1={y(value)} y2={y(value)} />
      <text className="tick" x={left - 6} y={y(value)} dy="0.35em" textAnchor="end">
        {texts[index]}
      </text>
    </g>
  ));
}
