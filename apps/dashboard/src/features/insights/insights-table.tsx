import type { InsightsDay } from '@widgetry/contracts';
import { type InsightsSeries, shortDay, totalOf } from './insights-data';

/**
 * The chart's numbers as a table, for screen readers and for anyone who wants the figures: one row
 * per day (newest first, as people read a log), a column per series, the period's totals at the foot.
 */
export function InsightsTable({
  caption,
  days,
  series,
}: {
  caption: string;
  days: readonly InsightsDay[];
  series: readonly InsightsSeries[];
}) {
  const newestFirst = days.map((day, index) => ({ day: day.day, index })).reverse();
  return (
    <div className="insights-table" tabIndex={-1}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {series.map((one) => (
              <th scope="col" key={one.key}>
                {one.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {newestFirst.map(({ day, index }) => (
            <tr key={day}>
              <th scope="row">
                <time dateTime={day}>{shortDay(day)}</time>
              </th>
              {series.map((one) => (
                <td key={one.key}>{one.values[index] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {series.map((one) => (
              <td key={one.key}>{totalOf(one)}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
