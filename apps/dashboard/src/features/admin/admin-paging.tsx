import type { PageInfo } from '@widgetry/contracts';

/** Where a page of an admin list sits: 'Showing 21–40 of 57' and Previous / Next (from the answer's total). */
export function AdminPaging({
  info,
  noun,
  onPage,
}: {
  info: PageInfo | undefined;
  /** What the list counts, plural ('users'). */
  noun: string;
  onPage: (page: number) => void;
}) {
  if (!info || info.total === 0) return null;
  const pages = Math.max(1, Math.ceil(info.total / info.limit));
  const first = (info.page - 1) * info.limit + 1;
  const last = Math.min(info.total, info.page * info.limit);
  return (
    <nav className="admin-paging" aria-label="Pages">
      <span className="admin-paging__summary">
        Showing {first}–{last} of {info.total} {noun}
      </span>
      <span className="admin-paging__controls">
        <button
          type="button"
          className="button button--secondary"
          disabled={info.page <= 1}
          onClick={() => onPage(info.page - 1)}
        >
          Previous
        </button>
        <span>
          Page {info.page} of {pages}
        </span>
        <button
          type="button"
          className="button button--secondary"
          disabled={info.page >= pages}
          onClick={() => onPage(info.page + 1)}
        >
          Next
        </button>
      </span>
    </nav>
  );
}
