/**
 * A site's visitors over the last days as small bars, oldest first: enough to see whether a site
 * still shows the widget. The numbers themselves are in the accessible name. (The class names are
 * the chart's styles in home.css.)
 */
export function VisitorsChart({ visitorsByDay, visitors }: { visitorsByDay: readonly number[]; visitors: number }) {
  const most = Math.max(1, ...visitorsByDay);
  const barWidth = 3;
  const height = 20;
  return (
    <span className="views-chart">
      <svg
        role="img"
        aria-label={`${visitors} ${visitors === 1 ? 'visitor' : 'visitors'} in the last ${visitorsByDay.length} days`}
        width={visitorsByDay.length * barWidth}
        height={height}
        viewBox={`0 0 ${visitorsByDay.length * barWidth} ${height}`}
      >
        {visitorsByDay.map((count, day) => {
          const barHeight = count === 0 ? 0 : Math.max(1, Math.round((count / most) * height));
          return (
            <rect
              // The day's position is its identity: the 30 bars never reorder.
              key={day}
              x={day * barWidth}
              y={height - barHeight}
              width={barWidth - 1}
              height={barHeight}
            />
          );
        })}
      </svg>
      <span className="views-chart__total" aria-hidden="true">
        {visitors}
      </span>
    </span>
  );
}
