import { useWidgetInsightsQuery } from '../../lib/insights/insights.queries';

const WIDTH = 80;
const HEIGHT = 20;

/** The points of a line through `values` in a WIDTH × HEIGHT box, the largest value at the top. */
export function sparklinePoints(values: readonly number[]): string {
  const most = Math.max(1, ...values);
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  return values
    .map((value, index) => {
      const x = Math.round(index * step * 10) / 10;
      // One pixel inside the box so the stroke is not cut at the top and bottom.
      const y = Math.round((HEIGHT - 1 - (value / most) * (HEIGHT - 2)) * 10) / 10;
      return `${x},${y}`;
    })
    .join(' ');
}

/**
 * A card's 30-day visitors (the insights endpoint's daily visitors, summed) and a small line of
 * them, oldest day on the left. Drawn as plain SVG: the chart library stays on the Insights page.
 */
export function InsightsTrend({ widgetId }: { widgetId: string }) {
  const insights = useWidgetInsightsQuery(widgetId, 30);
  const values = insights.data?.days.map((day) => day.visitors) ?? [];
  const total = values.reduce((sum, value) => sum + value, 0);
  return (
    <div className="widget-card__trend">
      <dt>Visitors, 30 days:</dt>{' '}
      <dd>
        {insights.isPending ? (
          <span className="skeleton skeleton--short widget-card__trend-skeleton" aria-hidden="true" />
        ) : insights.isError ? (
          '-'
        ) : (
          <>
            <span className="widget-card__trend-total">{total}</span>
            {values.length > 1 && (
              <svg
                className="widget-card__sparkline"
                width={WIDTH}
                height={HEIGHT}
                viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
                aria-hidden="true"
                focusable="false"
              >
                <polyline points={sparklinePoints(values)} fill="none" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            )}
          </>
        )}
      </dd>
    </div>
  );
}
