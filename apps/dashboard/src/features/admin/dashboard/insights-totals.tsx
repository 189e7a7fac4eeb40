import { INSIGHTS_PERIODS, type InsightsPeriod } from '@widgetry/contracts';
import { useState } from 'react';
import { EVENT_LABELS, eventsOfType } from '../../../lib/insights/event-labels';
import { useAdminInsightsQuery } from '../../../lib/insights/insights.queries';
import { useWidgetTypeNames } from '../../../lib/insights/widget-type-names';
import { useLogFailure } from '../use-log-failure';
import './insights-totals.css';

const periodOf = (value: string): InsightsPeriod => INSIGHTS_PERIODS.find((period) => String(period) === value) ?? 30;

/**
 * Issue 30, the admin's view: per widget type across every customer, how many widgets reported
 * anything, their visitors and each event's count, for 7, 30 or 90 days. A failure is only logged (§8).
 */
export function InsightsTotals() {
  const [days, setDays] = useState<InsightsPeriod>(30);
  const insights = useAdminInsightsQuery(days);
  useLogFailure(insights.error, 'Loading the widget insights');
  const typeName = useWidgetTypeNames();
  const answer = insights.data;

  return (
    <div className="admin-insights" aria-busy={insights.isFetching}>
      <div className="admin-insights__header">
        <h3 className="admin-insights__title" id="admin-insights-title">
          Widget insights
        </h3>
        <label className="admin-insights__period">
          <span>Period</span>
          <select value={days} onChange={(event) => setDays(periodOf(event.target.value))}>
            {INSIGHTS_PERIODS.map((period) => (
              <option key={period} value={period}>
                Last {period} days
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="admin-insights__table">
        <table aria-labelledby="admin-insights-title">
          <caption>
            Totals per widget type across customers
            {answer ? `, ${answer.from} to ${answer.to}` : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Widget type</th>
              <th scope="col">Widgets</th>
              <th scope="col">Visitors</th>
              <th scope="col">Events</th>
            </tr>
          </thead>
          <tbody>
            {answer?.types.map((row) => (
              <tr key={row.type}>
                <th scope="row">{typeName(row.type)}</th>
                <td>{row.widgets}</td>
                <td>{row.visitors}</td>
                <td>
                  <ul className="admin-insights__events">
                    {eventsOfType(row.type).map((name) => (
                      <li key={name}>
                        {EVENT_LABELS[name]}: {row.events[name] ?? 0}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
            {answer && answer.types.length === 0 && (
              <tr>
                <td colSpan={4}>No widget types.</td>
              </tr>
            )}
            {!answer && (
              <tr>
                <td colSpan={4}>{insights.isPending ? 'Loading…' : '-'}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
