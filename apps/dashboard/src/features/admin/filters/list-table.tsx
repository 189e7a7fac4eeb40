import { ADMIN_MESSAGES } from '@widgetry/contracts';
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
