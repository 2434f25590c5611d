import { ChartPicture } from "../../ui/charts/chart-picture";
import { valueAxis } from "../../ui/charts/value-grid";

export interface LinePoint {
  at: number;
  balance: number;
}

export interface LineMark extends LinePoint {
  /** The finding's id: its row in the table has it too. */
  id: string;
  /** Its kind in words, for the mark's title. */
  title: string;
  selected: boolean;
}

interface BalanceChartProps {
  points: readonly LinePoint[];
  marks: readonly LineMark[];
  money: (cents: number) => string;
  day: (ms: number) => string;
  label: string;
  describedBy: string;
  width: number;
}

const HEIGHT = 240;
const FONT = 12;
const TOP = 12;
const BOTTOM = 28;
const RIGHT = 12;

/**
 * The running balance as a line over time, each finding a ringed dot on it. Drawn in the page's own
 * pixels (text stays readable on a phone); its words and its data table are beside it, outside.
 */
export function BalanceChart({ points, marks, money, day, label, describedBy, width }: BalanceChartProps) {
  const balances = [...points, ...marks].map((point) => point.balance);
  const box = { width, height: HEIGHT, top: TOP, bottom: BOTTOM, right: RIGHT, font: FONT, gutter: 16 };
  const axis = valueAxis(balances, money, box);
  const { left, plotWidth, plotHeight, y } = axis;
  const first = points[0]?.at ?? 0;
  const last = points.at(-1)?.at ?? first;
  const x = (at: number) => left + ((at - first) / (last - first || 1)) * plotWidth;
  const days = points.length > 1 ? [first, (first + last) / 2, last] : [first];
  return (
    <ChartPicture className="balance-chart" label={label} describedBy={describedBy} box={box} axis={axis}>
      <polyline
        className="balance-line"
        fill="none"
        points={points.map((point) => `${x(point.at).toFixed(1)},${y(point.balance).toFixed(1)}`).join(" ")}
      />
      <line className="axis" x1={left} x2={left} y1={TOP} y2={TOP + plotHeight} />
      <line className="axis" x1={left} x2={left + plotWidth} y1={TOP + plotHeight} y2={TOP + plotHeight} />
      {days.map((at, index) => (
        <text
          key={at}
          className="tick"
          x={x(at)}
          y={TOP + plotHeight + FONT + 6}
          textAnchor={index === 0 ? "start" : index === days.length - 1 ? "end" : "middle"}
        >
          {day(at)}
        </text>
      ))}
      {marks.map((mark) => (
        <circle
          key={mark.id}
          className={mark.selected ? "finding-mark selected" : "finding-mark"}
          cx={x(mark.at)}
          cy={y(mark.balance)}
          r={mark.selected ? 7 : 5}
        >
          <title>{`${mark.title}: ${day(mark.at)}, ${money(mark.balance)}`}</title>
        </circle>
      ))}
    </ChartPicture>
  );
}
