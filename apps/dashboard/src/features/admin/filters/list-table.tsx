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

/**
 * The one pager under every paged admin list (users, sources, orders, payments): 'Showing 21–40 of
 * 57 users', Previous / Next and 'Page 2 of 3', from the answer's total.
 */
export function Pager({
  info,
  noun,
  onPageChange,
}: {
  info: PageInfo | undefined;
  /** What the list counts, plural ('users'). */
  noun: string;
  onPageChange: (page: number) => void;
}) {
  if (!info || info.total === 0) return null;
  const pageCount = Math.max(1, Math.ceil(info.total / info.limit));
  const first = (info.page - 1) * info.limit + 1;
  const last = Math.min(info.total, info.page * info.limit);
  return (
    <nav className="admin-pager" aria-label="Pages">
      <span>
        Showing {first}–{last} of {info.total} {noun}
      </span>
      <span className="admin-pager__controls">
        <button
          type="button"
          className="button button--secondary"
          disabled={info.page <= 1}
          onClick={() => onPageChange(info.page - 1)}
        >
          Previous
        </button>
        <span>
          Page {info.page} of {pageCount}
        </span>
        <button
          type="button"
          className="button button--secondary"
          disabled={info.page >= pageCount}
          onClick={() => onPageChange(info.page + 1)}
        >
          Next
        </button>
      </span>
    </nav>
  );
}
