import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { CHART_UNAVAILABLE, type InsightsSeries } from './insights-data';

// This module is the only one that imports uPlot: the Insights page loads it with a dynamic
// import, so the chart library is its own chunk and never part of the dashboard's first script.

/** Distinct on white and for the common colour-blindnesses (Okabe–Ito, visitors in the brand colour). */
const COLORS = ['#4f46e5', '#e69f00', '#009e73', '#d55e00', '#0072b2', '#cc79a7', '#56b4e9', '#000000'];
const HEIGHT = 280;

/** Seconds since the epoch of a YYYY-MM-DD UTC day: uPlot's time axis counts in seconds. */
function dayToSeconds(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 1000;
}

function chartData(days: readonly string[], series: readonly InsightsSeries[]): uPlot.AlignedData {
  return [days.map(dayToSeconds), ...series.map((one) => one.values)];
}

/**
 * Visitors and each event per day as lines. It is a picture of the table beside it, which holds the
 * same numbers for screen readers, so the canvas itself is hidden from them.
 */
export function InsightsChart({ days, series }: { days: readonly string[]; series: readonly InsightsSeries[] }) {
  const holder = useRef<HTMLDivElement>(null);
  // A browser that cannot draw on a canvas (some privacy modes block it) still has the table.
  const [canDraw] = useState(() => document.createElement('canvas').getContext('2d') !== null);

  useEffect(() => {
    const element = holder.current;
    if (!element || !canDraw) return;
    const width = () => Math.max(200, Math.floor(element.clientWidth));
    const chart = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        // The days are UTC days: shown in UTC, a day never slides to the day before in the Americas.
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        // The legend names the lines (and hides one on a click); the numbers are in the table beside it.
        legend: { live: false },
        scales: { y: { range: (_chart, _min, max) => [0, Math.max(1, max)] } },
        axes: [{}, { values: (_chart, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : '')) }],
        series: [
          {},
          ...series.map((one, index) => ({
            label: one.label,
            stroke: COLORS[index % COLORS.length],
            width: one.key === 'visitors' ? 2.5 : 1.75,
            points: { show: days.length <= 31 },
          })),
        ],
      },
      chartData(days, series),
      element,
    );
    // The chart follows its column's width (a phone turned, a window resized).
    const observer = new ResizeObserver(() => chart.setSize({ width: width(), height: HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [days, series, canDraw]);

  if (!canDraw) return <p className="insights-chart__none">{CHART_UNAVAILABLE}</p>;
  return <div className="insights-chart" ref={holder} aria-hidden="true" data-testid="insights-chart" />;
}
