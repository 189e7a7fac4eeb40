import { INSIGHTS_PERIODS, type InsightsPeriod } from '@widgetry/contracts';
import { lazy, Suspense, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { eventsOfType } from '../../lib/insights/event-labels';
import { useWidgetInsightsQuery } from '../../lib/insights/insights.queries';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useWidgetsQuery } from '../../lib/widgets/widgets.queries';
import { ErrorAlert } from '../../ui/alert/alert';
import '../../ui/skeleton/skeleton.css';
import { CsvDownload } from './csv-download';
import { csvFileName, isEmpty, seriesOf } from './insights-data';
import { InsightsFilters, siteLabel } from './insights-filters';
import { InsightsTable } from './insights-table';
import './insights.css';

// The chart library is loaded only when a chart is drawn: its own chunk, not the page's.
const InsightsChart = lazy(() => import('./insights-chart').then((module) => ({ default: module.InsightsChart })));

export const INSIGHTS_TEXT = {
  title: 'Insights',
  empty: 'No visitors yet',
  emptyLead:
    'Once visitors use this widget on your site, each day’s visitors and what they did show here. Nothing is counted for visitors who ask not to be tracked.',
  failed: 'Insights could not be loaded right now. Please try again later.',
  notFound: 'This widget was not found among your widgets.',
  missingId: 'Choose a widget on the Dashboard to see its insights.',
} as const;

function periodFrom(value: string | null): InsightsPeriod {
  return INSIGHTS_PERIODS.find((period) => String(period) === value) ?? 30;
}

/**
 * /insights?widgetId=ID[&days=7|30|90][&site=DOMAIN] – a widget's visitors and each event its type
 * reports, per day. The period and site live in the address, so a reload or a shared link keeps them.
 */
export function InsightsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const widgetId = searchParams.get('widgetId') ?? '';
  const days = periodFrom(searchParams.get('days'));
  const site = searchParams.get('site') || null;

  const widgets = useWidgetsQuery();
  const widget = widgets.data?.find((one) => one.id === widgetId);
  useDocumentTitle(widget ? `${INSIGHTS_TEXT.title}: ${widget.title}` : INSIGHTS_TEXT.title);

  const update = (changes: Record<string, string | null>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <section className="page insights-page">
      <div className="page__header">
        <div>
          <p className="insights-page__back">
            <Link to="/home">← Dashboard</Link>
          </p>
          <h1 className="page__title">{INSIGHTS_TEXT.title}</h1>
          {widget && (
            <p className="page__lead insights-page__widget">
              {widget.title} · {widget.widgetType.displayName || widget.widgetType.name}
            </p>
          )}
        </div>
      </div>
      {!widgetId ? (
        <p className="insights-page__note">
          {INSIGHTS_TEXT.missingId} <Link to="/home">Go to the Dashboard</Link>
        </p>
      ) : widgets.isSuccess && !widget ? (
        <p className="insights-page__note">
          {INSIGHTS_TEXT.notFound} <Link to="/home">Go to the Dashboard</Link>
        </p>
      ) : (
        <>
          <InsightsFilters
            widgetId={widgetId}
            days={days}
            site={site}
            onDaysChange={(period) => update({ days: String(period) })}
            onSiteChange={(domain) => update({ site: domain })}
          />
          {widget ? (
            <InsightsFigures
              widgetId={widgetId}
              title={widget.title}
              typeName={widget.widgetType.name}
              days={days}
              site={site}
            />
          ) : widgets.isError ? (
            <ErrorAlert message={INSIGHTS_TEXT.failed} />
          ) : (
            <InsightsSkeleton />
          )}
        </>
      )}
    </section>
  );
}

function InsightsSkeleton() {
  return (
    <div className="insights-body" aria-busy="true">
      <p className="insights-loading" role="status">
        Loading insights…
      </p>
      <div className="skeleton insights-skeleton__chart" />
      <div className="skeleton insights-skeleton__table" />
    </div>
  );
}

/** The chosen period's chart, table and CSV, or why there are none. */
function InsightsFigures({
  widgetId,
  title,
  typeName,
  days,
  site,
}: {
  widgetId: string;
  title: string;
  typeName: string;
  days: InsightsPeriod;
  site: string | null;
}) {
  const insights = useWidgetInsightsQuery(widgetId, days, site);
  const answer = insights.data?.days;
  // What the figures on screen answer: the last answer's own period and site while a new choice loads.
  const shownDays = insights.data?.period ?? days;
  const shownSite = insights.data ? insights.data.site : site;
  // Memoised so the chart is redrawn only when the numbers change, not on every render.
  const series = useMemo(() => (answer ? seriesOf(answer, eventsOfType(typeName)) : []), [answer, typeName]);
  const dayNames = useMemo(() => answer?.map((day) => day.day) ?? [], [answer]);

  if (insights.isPending) return <InsightsSkeleton />;
  if (insights.isError || !answer) {
    return (
      <div className="insights-body">
        <ErrorAlert message={INSIGHTS_TEXT.failed} />
        <button type="button" className="button button--secondary" onClick={() => insights.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const where = shownSite ? siteLabel(shownSite) : 'all sites';
  if (isEmpty(series)) {
    return (
      <div className="insights-body insights-empty" aria-busy={insights.isFetching}>
        <h2 className="insights-empty__title">{INSIGHTS_TEXT.empty}</h2>
        <p>
          No visitors in the last {shownDays} days on {where}. {INSIGHTS_TEXT.emptyLead}
        </p>
      </div>
    );
  }
  const caption = `Visitors and events per day, last ${shownDays} days, ${where}`;
  return (
    <div className="insights-body insights-figures" aria-busy={insights.isFetching}>
      <div className="insights-figures__chart">
        <Suspense fallback={<div className="skeleton insights-skeleton__chart" />}>
          <InsightsChart days={dayNames} series={series} />
        </Suspense>
      </div>
      <div className="insights-figures__table">
        <InsightsTable caption={caption} days={answer} series={series} />
        <CsvDownload fileName={csvFileName(title, shownDays, shownSite)} days={answer} series={series} />
      </div>
    </div>
  );
}
