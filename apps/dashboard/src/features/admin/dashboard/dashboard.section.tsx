import { formatMoney } from '@widgetry/calculators';
import type { AdminStatsResponse } from '@widgetry/contracts';
import { useSession } from '../../../lib/session/session.query';
import '../../../ui/skeleton/skeleton.css';
import { useLogFailure } from '../use-log-failure';
import { useAdminStatsQuery } from './admin-stats.api';
import { InsightsTotals } from './insights-totals';

const FIGURES: Array<{ key: keyof AdminStatsResponse; label: string; format: (value: number) => string }> = [
  { key: 'customers', label: 'Customers', format: String },
  { key: 'activeSubscriptions', label: 'Active subscriptions', format: String },
  { key: 'monthlyRecurringRevenue', label: 'Monthly recurring revenue', format: formatMoney },
  { key: 'failedPayments30d', label: 'Failed payments (last 30 days)', format: String },
];

/** The console's Dashboard (spec 003 §2): a welcome, then the four figures; a failure is only logged (§8). */
export function DashboardSection() {
  const { user } = useSession();
  const stats = useAdminStatsQuery();
  useLogFailure(stats.error, 'Loading the admin figures');
  return (
    <section className="admin-section" aria-labelledby="admin-dashboard-title">
      <h2 className="admin-section__title" id="admin-dashboard-title">
        Dashboard
      </h2>
      <p className="page__lead">
        Welcome{user ? `, ${user.displayName}` : ''}! Manage products, users, subscriptions, payments and maintenance
        tools from the menu.
      </p>
      <dl className="admin-figures" aria-busy={stats.isPending}>
        {FIGURES.map(({ key, label, format }) => (
          <div className="admin-figures__item" key={key}>
            <dt className="admin-figures__label">{label}</dt>
            <dd className="admin-figures__value" data-testid={`figure-${key}`}>
              {stats.data ? (
                format(stats.data[key])
              ) : stats.isPending ? (
                <div className="skeleton skeleton--short" />
              ) : (
                '-'
              )}
            </dd>
          </div>
        ))}
      </dl>
      <InsightsTotals />
    </section>
  );
}
