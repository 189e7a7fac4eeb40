import { type ReactNode, Suspense } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { SessionPending } from '../../ui/session-pending/session-pending';
import { ADMIN_PATHS } from './admin-paths';
import { DashboardSection } from './dashboard/dashboard.section';
import { OrdersSection } from './orders/orders.section';
import { useHasOutboxQuery } from './outbox/outbox.api';
import { OutboxSection } from './outbox/outbox.section';
import { PaymentsSection } from './payments';
import { ProductsSection } from './products';
import { SourcesSection } from './sources/sources.section';
import { ToolsSection } from './tools/tools.section';
import { UserDetailsPage } from './users/user-details.page';
import { UsersSection } from './users/users.section';
import './admin.css';

const menuClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'admin-menu__link admin-menu__link--active' : 'admin-menu__link';

function MenuLink({ to, end, children }: { to: string; end?: boolean; children: ReactNode }) {
  return (
    <li>
      <NavLink to={to} end={end} className={menuClass}>
        {children}
      </NavLink>
    </li>
  );
}

/** The left menu of spec 003 §2; Outbox only while the API keeps one (no mail server configured). */
function AdminMenu() {
  const hasOutbox = useHasOutboxQuery().data === true;
  return (
    <nav className="admin-menu" aria-label="Admin">
      <ul className="admin-menu__list">
        <MenuLink to={ADMIN_PATHS.dashboard} end>
          Dashboard
        </MenuLink>
        <MenuLink to={ADMIN_PATHS.products}>Products</MenuLink>
        <MenuLink to={ADMIN_PATHS.users}>Users</MenuLink>
        <MenuLink to={ADMIN_PATHS.subscriptions}>Subscriptions</MenuLink>
        <MenuLink to={ADMIN_PATHS.payments}>Payments</MenuLink>
        <MenuLink to={ADMIN_PATHS.sources}>Sources</MenuLink>
        <MenuLink to={ADMIN_PATHS.tools}>Tools</MenuLink>
        {hasOutbox && <MenuLink to={ADMIN_PATHS.outbox}>Outbox</MenuLink>}
      </ul>
    </nav>
  );
}

/**
 * /devadmin: the admin console (spec 003 §2). Each section has its own URL under /devadmin, so
 * back, forward and reload keep the admin where they were; the route table gives this page the
 * whole /devadmin/* subtree and the sections are routed here, inside the console's lazy chunk.
 */
export function AdminPage() {
  return (
    <section className="page admin">
      <h1 className="page__title">Backend Admin</h1>
      <div className="admin__layout">
        <AdminMenu />
        <div className="admin__content">
          <Suspense fallback={<SessionPending />}>
            <Routes>
              <Route index element={<DashboardSection />} />
              <Route path="users" element={<UsersSection />} />
              <Route path="users/:userId" element={<UserDetailsPage />} />
              <Route path="tools" element={<ToolsSection />} />
              <Route path="sources" element={<SourcesSection />} />
              <Route path="outbox" element={<OutboxSection />} />
              <Route path="products" element={<ProductsSection />} />
              <Route path="subscriptions" element={<OrdersSection />} />
              <Route path="payments" element={<PaymentsSection />} />
              <Route path="*" element={<Navigate to={ADMIN_PATHS.dashboard} replace />} />
            </Routes>
          </Suspense>
        </div>
      </div>
    </section>
  );
}
