import { useId, useRef, useState } from "react";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { formatCount } from "../../lib/format-money";
import { plural } from "../../lib/i18n/plural";
import { dayIn, readTime } from "../../lib/zoned-time";
import type { Series, SeriesGroup } from "../../response/series";
import { useElementWidth } from "../../ui/charts/use-element-width";
import { BarChart } from "./bar-chart";
import { MinorUnitsToggle } from "./minor-units-toggle";
import { responseViewsMessages } from "./response-views-messages";
import "./money-views.css";
import { useTimeZone } from "../../contexts/use-time-zone";
import { useMoney } from "../../queries/use-money";
import { TableScroll } from "../../ui/table-scroll";

interface SalesChartViewProps {
  groups: SeriesGroup[];
  currency?: string;
  minorUnitsField?: string;
  /** The answer came from the settings' target: figures that name no currency are in its wallet's. */
  askWallet?: boolean;
}

type Words = (typeof responseViewsMessages)["en"];

const ISO_DAY = /^\d{4}-\d\d-\d\d$/;

/** The day a label that is a time falls on, on the target's clock (a time with its zone may fall on the next day there). */
function timeDay(text: string | undefined, zone: string): string | undefined {
  if (text === undefined || ISO_DAY.test(text)) return undefined;
  const at = readTime(text, zone);
  return at === undefined ? undefined : dayIn(at, zone);
}

/** A label's calendar day: the day a time falls on (timeDay), else the day it is or begins with. */
function dayOf(text: string | undefined, zone: string): string | undefined {
  const day = timeDay(text, zone);
  if (day !== undefined) return day;
  return text !== undefined && /^\d{4}-\d\d-\d\d/.test(text) ? text.slice(0, 10) : undefined;
}

/** Calendar days from the first to the last, both included, when both name a day. */
function daysBetween(first: string | undefined, last: string | undefined, zone: string): number | undefined {
  const day = (text: string | undefined) => {
    const named = dayOf(text, zone);
    return named === undefined ? Number.NaN : Date.parse(named);
  };
  const days = (day(last) - day(first)) / 86_400_000 + 1;
  return Number.isFinite(days) ? Math.round(days) : undefined;
}

/**
 * What the chart shows, in words: the range, the sum, the highest and lowest points, any grouping.
 * Labels (days, games) are the body's values as sent, but for the range's ends, which are days on the
 * target's clock when the labels are times; the figures are the console's, in the locale. Each
 * sentence is one message; the caption is the sentences that apply, in order.
 */
function describe(
  m: Words,
  locale: string,
  group: SeriesGroup,
  series: Series,
  format: (value: number) => string,
  zone: string,
): string {
  const { labels, per } = group;
  const number = (value: number) => formatCount(value, locale);
  const count = plural(locale, labels.length, m.perCount[per], number(labels.length));
  const end = (label: string | undefined) => (per === "day" ? timeDay(label, zone) : undefined) ?? label ?? "";
  // Bars stand side by side: say when days without figures lie between them.
  const span = per === "day" ? daysBetween(labels[0], labels.at(-1), zone) : undefined;
  let high = 0;
  let low = 0;
  series.values.forEach((value, index) => {
    if (value > (series.values[high] ?? value)) high = index;
    if (value < (series.values[low] ?? value)) low = index;
  });
  const total = series.values.reduce((sum, value) => sum + value, 0);
  const figures = {
    field: series.field,
    per: m.per[per],
    count,
    total: format(total),
    high: format(series.values[high] ?? 0),
    highAt: labels[high] ?? "",
    low: format(series.values[low] ?? 0),
    lowAt: labels[low] ?? "",
  };
  const sentences = [
    per === "game" || per === "item"
      ? m.chartSummary(figures)
      : m.chartSummaryRange({ ...figures, first: end(labels[0]), last: end(labels.at(-1)) }),
    span !== undefined && span > labels.length && m.chartMissing(number(span - labels.length), number(span)),
    group.reduced === "summed" && m.chartSummed(number(group.read), count),
    group.reduced === "cut" && m.chartCut(count, number(group.read)),
  ];
  return sentences.filter((sentence) => typeof sentence === "string").join(" ");
}

/** Sales figures as an inline SVG chart with its words and its data table beside it. */
export function SalesChartView({ groups, currency, minorUnitsField, askWallet = false }: SalesChartViewProps) {
  const m = useMessages(responseViewsMessages);
  const { locale } = useI18n();
  const { zone } = useTimeZone();
  const [groupAt, setGroupAt] = useState(0);
  const [seriesAt, setSeriesAt] = useState(0);
  const [minor, setMinor] = useState(minorUnitsField !== undefined);
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame, 600);
  const ids = useId();
  const formatMoney = useMoney({ askWallet });
  const group = groups[groupAt] ?? groups[0];
  if (!group) return null;
  const series = group.series[seriesAt] ?? group.series[0];
  if (!series) return null;
  const formatOf = (one: Series) => (value: number) =>
    one.money ? formatMoney(value, { ...(currency && { currency }), minor }) : formatCount(value, locale);
  const format = formatOf(series);
  const caption = describe(m, locale, group, series, format, zone);
  return (
    <div className="sales">
      <div className="inline">
        {groups.length > 1 && (
          <>
            <label htmlFor={`${ids}-group`}>{m.figuresPer}</label>
            <select
              id={`${ids}-group`}
              value={groupAt}
              onChange={(event) => {
                setGroupAt(Number(event.target.value));
                setSeriesAt(0);
              }}
            >
              {groups.map((one, index) => (
                <option key={one.source} value={index}>
                  {m.per[one.per]} ({one.source || m.body})
                </option>
              ))}
            </select>
          </>
        )}
        <label htmlFor={`${ids}-series`}>{m.series}</label>
        <select id={`${ids}-series`} value={seriesAt} onChange={(event) => setSeriesAt(Number(event.target.value))}>
          {group.series.map((one, index) => (
            <option key={one.field} value={index}>
              {one.field}
            </option>
          ))}
        </select>
      </div>
      {group.series.some((one) => one.money) && (
        <MinorUnitsToggle checked={minor} onChange={setMinor} namedBy={minorUnitsField} />
      )}
      <div className="sales-layout">
        <figure className="sales-figure">
          <div ref={frame} className="chart-frame">
            <BarChart
              labels={group.labels}
              values={series.values}
              format={format}
              xTitle={m.perTitle[group.per]}
              yTitle={series.money && currency ? `${series.field} (${currency})` : series.field}
              label={m.chartLabel(series.field, m.per[group.per])}
              describedBy={`${ids}-caption`}
              width={width}
            />
          </div>
          <figcaption id={`${ids}-caption`}>{caption}</figcaption>
        </figure>
        <TableScroll label={m.figuresTable} className="sales-table">
          <table>
            <caption>{m.figuresCaption(m.per[group.per])}</caption>
            <thead>
              <tr>
                <th scope="col">{m.perTitle[group.per]}</th>
                {group.series.map((one) => (
                  <th key={one.field} scope="col" className="number">
                    {one.field}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {group.labels.map((label, row) => (
                // Rows are positions in a fixed list; labels may repeat.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={row}>
                  <th scope="row">{label}</th>
                  {group.series.map((one) => (
                    <td key={one.field} className="number">
                      {formatOf(one)(one.values[row] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>
    </div>
  );
}
