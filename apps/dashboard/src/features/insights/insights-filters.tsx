import { INSIGHTS_PERIODS, type InsightsPeriod, SITES_PAGE_MAX, UNKNOWN_SITE_DOMAIN } from '@widgetry/contracts';
import { useWidgetSitesQuery } from '../../lib/widgets/widgets.queries';

/** How a site is named in the choice: pages that sent no site are counted under 'null'. */
export function siteLabel(domain: string): string {
  return domain === UNKNOWN_SITE_DOMAIN ? 'Pages with no site named' : domain;
}

/**
 * The period (7, 30 or 90 days) as one group of radio buttons, and the site (all, or one the widget
 * was seen on) as a select of the widget's most recently seen sites.
 */
export function InsightsFilters({
  widgetId,
  days,
  site,
  onDaysChange,
  onSiteChange,
}: {
  widgetId: string;
  days: InsightsPeriod;
  site: string | null;
  onDaysChange: (days: InsightsPeriod) => void;
  onSiteChange: (site: string | null) => void;
}) {
  const sites = useWidgetSitesQuery(widgetId, 1, SITES_PAGE_MAX);
  const domains = sites.data?.sites.map((one) => one.domain) ?? [];
  // A site in the address that is not (or no longer) among the listed ones stays choosable.
  if (site !== null && !domains.includes(site)) domains.push(site);

  return (
    <div className="insights-filters">
      <fieldset className="insights-filters__period">
        <legend>Period</legend>
        {INSIGHTS_PERIODS.map((period) => (
          <label key={period} className="insights-filters__choice">
            <input
              type="radio"
              name="insights-period"
              value={period}
              checked={days === period}
              onChange={() => onDaysChange(period)}
            />
            <span>{period} days</span>
          </label>
        ))}
      </fieldset>
      <label className="insights-filters__site">
        <span>Site</span>
        <select value={site ?? ''} onChange={(event) => onSiteChange(event.target.value || null)}>
          <option value="">All sites</option>
          {domains.map((domain) => (
            <option key={domain} value={domain}>
              {siteLabel(domain)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
