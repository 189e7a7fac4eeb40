import { ADMIN_PAGE_SIZE, type AdminUsersQuery, adminUsersQuerySchema } from '@widgetry/contracts';
import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SuccessAlert } from '../../../ui/alert/alert';
import '../../../ui/form-field/form-field.css';
import { Pager } from '../../../ui/pager/pager';
import { userDetailsPath } from '../admin-paths';
import { useLogFailure } from '../use-log-failure';
import { useAdminUsersQuery } from './admin-users.api';
import { LIST_NOTICE_MS } from './use-timed-notice';
import { useUserActions } from './user-actions';
import { UsersTable } from './users-table';

const ROLE_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'admin', label: 'Admin' },
  { value: 'customer', label: 'Customer' },
] as const;

/** The filters live in the address (?search=&role=&page=), so reload and back keep them. */
function useUsersQueryFromUrl(): {
  query: AdminUsersQuery;
  /** The search as typed: the query's copy is trimmed, which would eat the space between two words. */
  searchText: string;
  setQuery: (change: Partial<AdminUsersQuery>) => void;
} {
  const [params, setParams] = useSearchParams();
  const parsed = adminUsersQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : adminUsersQuerySchema.parse({});
  const setQuery = (change: Partial<AdminUsersQuery>) => {
    // A new search or role starts again at page 1; a page change keeps the filters.
    const next = { ...query, page: 1, ...change };
    const entries: Record<string, string> = {};
    if (next.search) entries.search = next.search;
    if (next.role !== 'all') entries.role = next.role;
    if (next.page > 1) entries.page = String(next.page);
    // Typing in the search replaces the entry; only a page or role change is a step to go back to.
    setParams(entries, { replace: change.search !== undefined });
  };
  return { query: { ...query, limit: ADMIN_PAGE_SIZE }, searchText: params.get('search') ?? '', setQuery };
}

/** Users (spec 003 §2): search by name or email, the role filter, the paged table and Add New User. */
export function UsersSection() {
  const { query, searchText, setQuery } = useUsersQueryFromUrl();
  const users = useAdminUsersQuery(query);
  const actions = useUserActions({ noticeMs: LIST_NOTICE_MS });
  const navigate = useNavigate();
  const searchId = useId();
  const roleId = useId();
  useLogFailure(users.error, 'Loading the users');

  return (
    <section className="admin-section" aria-labelledby="admin-users-title">
      <div className="admin-section__header">
        <h2 className="admin-section__title" id="admin-users-title">
          Users
        </h2>
        <button type="button" className="button" onClick={actions.add}>
          Add New User
        </button>
      </div>
      <search className="admin-filters">
        <div className="field">
          <label className="field__label" htmlFor={searchId}>
            Search
          </label>
          <input
            id={searchId}
            className="field__input"
            type="search"
            placeholder="Name or email"
            value={searchText}
            onChange={(event) => setQuery({ search: event.target.value })}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={roleId}>
            Role
          </label>
          <select
            id={roleId}
            className="field__input"
            value={query.role}
            onChange={(event) => {
              const role = ROLE_FILTERS.find((filter) => filter.value === event.target.value);
              if (role) setQuery({ role: role.value });
            }}
          >
            {ROLE_FILTERS.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.label}
              </option>
            ))}
          </select>
        </div>
      </search>
      <SuccessAlert message={actions.notice} />
      <UsersTable
        users={users.isError ? [] : users.data?.users}
        actions={actions}
        onOpen={(user) => navigate(userDetailsPath(user.id))}
      />
      <Pager info={users.data} noun="users" onPageChange={(page) => setQuery({ page })} />
      {actions.popups}
    </section>
  );
}
