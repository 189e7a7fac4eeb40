import { ADMIN_MESSAGES, type PageInfo } from '@widgetry/contracts';
import '../../../ui/skeleton/skeleton.css';
import './admin-lists.css';

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e'];

/**
 * What a list's body shows when it has no rows to show: skeleton rows while the first page loads,
 * else 'No records found' (spec 003 §2). Null when there are rows.
 */
export function TableBodyState({ loading, empty, columns }: { loading: boolean; empty: boolean; columns: number }) {
  if (loading) {
    return (
      <>
        {SKELETON_ROWS.map((key) => (
          <tr key={key} data-testid="skeleton-row">
            <td colSpan={columns}>
              <div className="skeleton skeleton--long" />
            </td>
          </tr>
        ))}
      </>
    );
  }
  if (!empty) return null;
  return (
    <tr>
      <td colSpan={columns} className="admin-table__empty">
        {ADMIN_MESSAGES.noRecords}
      </td>
    </tr>
  );
}

/** Previous / next under a paged list, with where the page sits in the total. */
export function Pager({ info, onPageChange }: { info: PageInfo | undefined; onPageChange: (page: number) => void }) {
  if (!info || info.total === 0) return null;
  const pageCount = Math.max(1, Math.ceil(info.total / info.limit));
  const first = (info.page - 1) * info.limit + 1;
  const last = Math.min(info.total, info.page * info.limit);
  return (
    <nav className="admin-pager" aria-label="Pages">
      <span>
        {first}–{last} of {info.total}
      </span>
      <button
        type="button"
        className="button button--secondary"
        disabled={info.page <= 1}
        onClick={() => onPageChange(info.page - 1)}
      >
        Previous
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={info.page >= pageCount}
        onClick={() => onPageChange(info.page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
