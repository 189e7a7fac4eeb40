import type { InsightsDay, WidgetEventName } from '@widgetry/contracts';
import { EVENT_LABELS } from '../../lib/insights/event-labels';

/** What the chart says where it cannot draw (a browser that blocks canvas); the table is still there. */
export const CHART_UNAVAILABLE = 'This browser cannot draw the chart. The table has the same numbers.';

/** One column of the chart and the table: visitors, or one event of the widget's type. */
export interface InsightsSeries {
  key: 'visitors' | WidgetEventName;
  label: string;
  /** One number per day, oldest first, as the API answers the days. */
  values: number[];
}

/** Visitors first, then each event the widget's type reports, each with a number for every day (0 when absent). */
export function seriesOf(days: readonly InsightsDay[], events: readonly WidgetEventName[]): InsightsSeries[] {
  return [
    { key: 'visitors', label: 'Visitors', values: days.map((day) => day.visitors) },
    ...events.map((name) => ({
      key: name,
      label: EVENT_LABELS[name],
      values: days.map((day) => day.events[name] ?? 0),
    })),
  ];
}

/** True when nothing at all happened in the period: the page says so instead of drawing flat lines. */
export function isEmpty(series: readonly InsightsSeries[]): boolean {
  return series.every((one) => one.values.every((value) => value === 0));
}

export function totalOf(series: InsightsSeries): number {
  return series.values.reduce((sum, value) => sum + value, 0);
}

// RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. A field that
// starts like a formula is prefixed so a spreadsheet shows it as text (labels are ours, but cheap to guard).
function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The table as CSV: a header row (Day, then each series' label), one row per day, CRLF line ends. */
export function insightsCsv(days: readonly InsightsDay[], series: readonly InsightsSeries[]): string {
  const header = ['Day', ...series.map((one) => one.label)];
  const rows = days.map((day, index) => [day.day, ...series.map((one) => one.values[index] ?? 0)]);
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** The CSV's file name: the widget's title made safe for a file, the period and the site. */
export function csvFileName(title: string, days: number, site: string | null): string {
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9.]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return `${[slug(title) || 'widget', 'insights', `${days}-days`, site ? slug(site) : 'all-sites'].join('-')}.csv`;
}

/** "Nov 28" for a YYYY-MM-DD UTC day: the table's and the chart's day labels. */
export function shortDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
