import {
  type AdminSource,
  type AdminSourceCount,
  SOURCE_IDS,
  SOURCE_OUTCOMES,
  type SourceOutcome,
  sourceStateLine,
} from '@widgetry/contracts';
import { useState } from 'react';
import { ErrorAlert } from '../../../ui/alert/alert';
import { Pager } from '../../../ui/pager/pager';
import { type SourcesFilter, useAdminSourcesQuery, useReadSourceNow } from './sources.api';
import '../admin.css';

// The console's Sources section (issue 26 §5): counts per site and state at the top, so one site's
// layout change across all customers shows the same day; below, every source, the longest failing
// first, paged on the server, with "Read now".

const STATE_LABELS: Record<SourceOutcome | 'never', string> = {
  ok: 'OK',
  empty: 'Empty',
  blocked: 'Blocked',
  changed: 'Changed',
  gone: 'Gone',
  unreachable: 'Unreachable',
  never: 'Not read yet',
};

function Counts({ counts }: { counts: readonly AdminSourceCount[] }) {
  const sites = [...new Set(counts.map((count) => count.source))];
  if (sites.length === 0) return <p>No source has been read yet.</p>;
  const countOf = (site: string, outcome: SourceOutcome | null) =>
    counts.find((count) => count.source === site && count.outcome === outcome)?.count ?? 0;
  return (
    <table className="admin-table" aria-label="Sources per site and state">
      <thead>
        <tr>
          <th scope="col">Site</th>
          {SOURCE_OUTCOMES.map((outcome) => (
            <th scope="col" key={outcome}>
              {STATE_LABELS[outcome]}
            </th>
          ))}
          <th scope="col">{STATE_LABELS.never}</th>
        </tr>
      </thead>
      <tbody>
        {sites.map((site) => (
          <tr key={site}>
            <th scope="row">{site}</th>
            {SOURCE_OUTCOMES.map((outcome) => (
              <td key={outcome}>{countOf(site, outcome)}</td>
            ))}
            <td>{countOf(site, null)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SourceRow({ source, now }: { source: AdminSource; now: Date }) {
  const read = useReadSourceNow();
  return (
    <tr>
      <td>{source.source}</td>
      <td className="admin-sources__key">{source.key}</td>
      <td>
        {sourceStateLine(source, now)}
        {source.error && <div className="admin-sources__error">{source.error}</div>}
      </td>
      <td>{source.lastGoodReadAt ? new Date(source.lastGoodReadAt).toLocaleString() : 'Never'}</td>
      <td>{source.consecutiveFailures}</td>
      <td>
        {source.widgets.length === 0
          ? 'None'
          : source.widgets.map((widget) => `${widget.title} (${widget.ownerEmail})`).join(', ')}
      </td>
      <td>
        <button
          type="button"
          className="button button--secondary"
          disabled={read.isPending}
          onClick={() => read.mutate(source.id)}
          aria-label={`Read ${source.key} now`}
        >
          {read.isPending ? 'Reading…' : 'Read now'}
        </button>
        {read.isError && <div role="alert">{read.error.message}</div>}
      </td>
    </tr>
  );
}

export function SourcesSection() {
  const [filter, setFilter] = useState<SourcesFilter>({ page: 1, source: '', outcome: '' });
  const query = useAdminSourcesQuery(filter);
  const now = new Date();
  return (
    <section className="card admin-sources" aria-labelledby="admin-sources-title">
      <h2 className="card__title" id="admin-sources-title">
        Sources
      </h2>
      <ErrorAlert message={query.isError ? query.error.message : null} />
      {query.data && <Counts counts={query.data.counts} />}
      <div className="admin-filters">
        <label>
          Site{' '}
          <select
            value={filter.source}
            onChange={(event) => setFilter({ ...filter, page: 1, source: event.target.value })}
          >
            <option value="">All</option>
            {SOURCE_IDS.map((site) => (
              <option key={site} value={site}>
                {site}
              </option>
            ))}
          </select>
        </label>
        <label>
          State{' '}
          <select
            value={filter.outcome}
            onChange={(event) => setFilter({ ...filter, page: 1, outcome: event.target.value })}
          >
            <option value="">All</option>
            <option value="failing">Failing</option>
            {[...SOURCE_OUTCOMES, 'never' as const].map((outcome) => (
              <option key={outcome} value={outcome}>
                {STATE_LABELS[outcome]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.data && query.data.sources.length === 0 && <p>No sources match.</p>}
      {query.data && query.data.sources.length > 0 && (
        <table className="admin-table" aria-label="Sources">
          <thead>
            <tr>
              <th scope="col">Site</th>
              <th scope="col">Address</th>
              <th scope="col">State</th>
              <th scope="col">Last good read</th>
              <th scope="col">Failures in a row</th>
              <th scope="col">Widgets</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {query.data.sources.map((source) => (
              <SourceRow key={source.id} source={source} now={now} />
            ))}
          </tbody>
        </table>
      )}
      <Pager info={query.data} noun="sources" onPageChange={(page) => setFilter({ ...filter, page })} />
    </section>
  );
}
