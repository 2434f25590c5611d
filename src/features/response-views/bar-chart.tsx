import { ChartPicture } from "../../ui/charts/chart-picture";
import { valueAxis } from "../../ui/charts/value-grid";

interface BarChartProps {
  labels: string[];
  values: number[];
  format: (value: number) => string;
  xTitle: string;
  yTitle: string;
  /** The accessible name of the whole picture. */
  label: string;
  describedBy: string;
  width: number;
}

const HEIGHT = 240;
const FONT = 12;
const TOP = 12;
const BOTTOM = 44;
const RIGHT = 12;

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * Bars (a line when there are more points than room for bars) drawn in the page's own pixels, so
 * the text stays readable on a phone. Everything in it is text content: names never become markup.
 */
export function BarChart({ labels, values, format, xTitle, yTitle, label, describedBy, width }: BarChartProps) {
  const box = { width, height: HEIGHT, top: TOP, bottom: BOTTOM, right: RIGHT, font: FONT, gutter: 28 };
  const axis = valueAxis(values, format, box);
  const { left, plotWidth, plotHeight, y } = axis;
  const band = plotWidth / Math.max(1, values.length);
  const x = (index: number) => left + band * index;
  const asLine = band < 4;
  // Every bar named when there is room (a few games); otherwise a few evenly spaced days.
  const everyLabel = band >= 40;
  const labelChars = Math.max(3, Math.floor((everyLabel ? band - 4 : 90) / (FONT * 0.6)));
  const xTickCount = everyLabel ? labels.length : Math.max(1, Math.min(labels.length, Math.floor(plotWidth / 100)));
  const xTicks = [
    ...new Set(
      Array.from({ length: xTickCount }, (_, at) =>
        xTickCount === 1 ? 0 : Math.round((at * (labels.length - 1)) / (xTickCount - 1)),
      ),
    ),
  ];
  const anchor = (index: number) =>
    everyLabel ? "middle" : index === 0 ? "start" : index === labels.length - 1 ? "end" : "middle";
  return (
    <ChartPicture className="bar-chart" label={label} describedBy={describedBy} box={box} axis={axis}>
      {asLine ? (
        <polyline
          className="series-line"
          fill="none"
          points={values.map((value, index) => `${x(index) + band / 2},${y(value)}`).join(" ")}
        />
      ) : (
        values.map((value, index) => (
          <rect
            // Bars are positions in a fixed list.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className={value < 0 ? "bar negative" : "bar"}
            x={x(index) + band * 0.1}
            width={band * 0.8}
            y={Math.min(y(value), y(0))}
            height={Math.abs(y(value) - y(0))}
          >
            <title>{`${labels[index]}: ${format(value)}`}</title>
          </rect>
        ))
      )}
      <line className="axis" x1={left} x2={left + plotWidth} y1={y(0)} y2={y(0)} />
      <line className="axis" x1={left} x2={left} y1={TOP} y2={TOP + plotHeight} />
      {xTicks.map((index) => (
        <text
          key={index}
          className="tick"
          x={x(index) + band / 2}
          y={TOP + plotHeight + FONT + 4}
          textAnchor={anchor(index)}
        >
          {clip(labels[index] ?? "", labelChars)}
        </text>
      ))}
      <text className="axis-title" x={left + plotWidth / 2} y={HEIGHT - 6} textAnchor="middle">
        {xTitle}
      </text>
      <text
        className="axis-title"
        transform={`translate(${FONT} ${TOP + plotHeight / 2}) rotate(-90)`}
        textAnchor="middle"
      >
        {yTitle}
      </text>
    </ChartPicture>
  );
}
