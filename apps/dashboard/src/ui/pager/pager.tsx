import type { PageInfo } from '@widgetry/contracts';
import './pager.css';

/**
 * The one pager under every paged list (the admin's users, sources, orders and payments, a widget's
 * installations, the editor's review list): 'Showing 21–40 of 57 users', Previous / Next and
 * 'Page 2 of 3', from the answer's total. Nothing while the list is empty.
 */
export function Pager({
  info,
  noun,
  label = 'Pages',
  pending = false,
  onPageChange,
}: {
  info: PageInfo | undefined;
  /** What the list counts, plural ('users'). */
  noun: string;
  /** The navigation's accessible name, to tell it apart where a screen holds several lists. */
  label?: string;
  /** True while the shown page is the previous answer kept until the asked one arrives: one press per page. */
  pending?: boolean;
  onPageChange: (page: number) => void;
}) {
  if (!info || info.total === 0) return null;
  const pageCount = Math.max(1, Math.ceil(info.total / info.limit));
  const first = (info.page - 1) * info.limit + 1;
  const last = Math.min(info.total, info.page * info.limit);
  return (
    <nav className="pager" aria-label={label}>
      <span>
        Showing {first}–{last} of {info.total} {noun}
      </span>
      <span className="pager__controls">
        <button
          type="button"
          className="button button--secondary"
          disabled={pending || info.page <= 1}
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
          disabled={pending || info.page >= pageCount}
          onClick={() => onPageChange(info.page + 1)}
        >
          Next
        </button>
      </span>
    </nav>
  );
}
