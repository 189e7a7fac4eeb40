/**
 * A site's embed views over the last days as small bars, oldest first: enough to see whether a
 * site still shows the widget. The numbers themselves are in the accessible name.
 */
export function ViewsChart({ viewsByDay, views }: { viewsByDay: readonly number[]; views: number }) {
  const most = Math.max(1, ...viewsByDay);
  const barWidth = 3;
  const height = 20;
  return (
    <span className="views-chart">
      <svg
        role="img"
        aria-label={`${views} views in the last ${viewsByDay.length} days`}
        width={viewsByDay.length * barWidth}
        height={height}
        viewBox={`0 0 ${viewsByDay.length * barWidth} ${height}`}
      >
        {viewsByDay.map((count, day) => {
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
        {views}
      </span>
    </span>
  );
}
