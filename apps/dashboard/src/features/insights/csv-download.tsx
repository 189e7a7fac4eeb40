import type { InsightsDay } from '@widgetry/contracts';
import { type InsightsSeries, insightsCsv } from './insights-data';

/** Saves the table as a CSV file, made in the browser from the numbers on screen (no second request). */
export function CsvDownload({
  fileName,
  days,
  series,
}: {
  fileName: string;
  days: readonly InsightsDay[];
  series: readonly InsightsSeries[];
}) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([insightsCsv(days, series)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // The click has handed the file to the browser; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <button type="button" className="button button--secondary insights-csv" onClick={download}>
      Download CSV
    </button>
  );
}
