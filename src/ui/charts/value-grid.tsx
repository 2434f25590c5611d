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

/** Where a chart's picture goes, in pixels: its size, its margins and its font size. */
export interface ChartBox {
  width: number;
  height: number;
  top: number;
  bottom: number;
  right: number;
  font: number;
  /** Room left of the longest value written on the axis. */
  gutter: number;
}

/** A chart's value axis: its steps (from 0, or the lowest value), as written, and where the plot lies. */
export interface ValueAxis {
  scale: readonly number[];
  texts: readonly string[];
  left: number;
  plotWidth: number;
  plotHeight: number;
  /** A value's height in the picture. */
  y: (value: number) => number;
}

/** The value axis of `values` in `box`, each step written by `format`: the plot starts where the widest step ends. */
export function valueAxis(values: readonly number[], format: (value: number) => string, box: ChartBox): ValueAxis {
  const scale = ticks(Math.min(0, ...values), Math.max(0, ...values));
  const low = scale[0] ?? 0;
  const high = scale.at(-1) ?? 1;
  const texts = scale.map(format);
  const left = Math.min(box.width / 3, box.gutter + Math.max(...texts.map((text) => text.length)) * box.font * 0.6);
  const plotWidth = Math.max(1, box.width - left - box.right);
  const plotHeight = box.height - box.top - box.bottom;
  const y = (value: number) => box.top + plotHeight - ((value - low) / (high - low || 1)) * plotHeight;
  return { scale, texts, left, plotWidth, plotHeight, y };
}

/** A chart's horizontal grid lines, each with its value written at the left. */
export function ValueGrid({ axis }: { axis: ValueAxis }) {
  const { scale, texts, left, plotWidth: width, y } = axis;
  return scale.map((value, index) => (
    <g key={value}>
      <line className="grid" x1={left} x2={left + width} y1={y(value)} y2={y(value)} />
      <text className="tick" x={left - 6} y={y(value)} dy="0.35em" textAnchor="end">
        {texts[index]}
      </text>
    </g>
  ));
}
