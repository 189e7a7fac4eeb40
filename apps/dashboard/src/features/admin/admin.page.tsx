import { ComingSoon } from '../../ui/coming-soon/coming-soon';

/** /devadmin: the admin console (spec 003). */
export function AdminPage() {
  return (
    <ComingSoon title="Backend Admin">
      Products, users, orders, payments and tools for administrators are coming soon.
    </ComingSoon>
  );
}
