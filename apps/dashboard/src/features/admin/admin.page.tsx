import { type ReactNode, Suspense } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { SessionPending } from '../../ui/session-pending/session-pending';
import { ADMIN_PATHS } from './admin-paths';
import { DashboardSection } from './dashboard/dashboard.section';
import { useOutboxQuery } from './outbox/outbox.api';
import { OutboxSection } from './outbox/outbox.section';
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
  const outbox = useOutboxQuery();
  const hasOutbox = outbox.data !== undefined && outbox.data !== null;
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
        <MenuLink to={ADMIN_PATHS.tools}>Tools</MenuLink>
        {hasOutbox && <MenuLink to={ADMIN_PATHS.outbox}>Outbox</MenuLink>}
      </ul>
    </nav>
  );
}

/** Stands in for a section built in another branch until the merge wires it (see the TODO below). */
function PendingSection({ title }: { title: string }) {
  return (
    <section className="admin-section" aria-labelledby="admin-pending-title">
      <h2 className="admin-section__title" id="admin-pending-title">
        {title}
      </h2>
      <p className="page__lead">This section is on its way.</p>
    </section>
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
              <Route path="outbox" element={<OutboxSection />} />
              {/*
               * TODO(merge): Products, Our Orders and Payments are built in another branch, in
               * ./products/products.section (ProductsSection), ./orders/orders.section (OrdersSection)
               * and ./payments/payments.section (PaymentsSection), each a component without props.
               * Once merged, declare at the top of this file
               *   const ProductsSection = lazy(() =>
               *     import('./products/products.section').then((m) => ({ default: m.ProductsSection })));
               * (the same for OrdersSection and PaymentsSection) and replace the three placeholders:
               * products → <ProductsSection />, subscriptions → <OrdersSection />, payments → <PaymentsSection />.
               * The <Suspense> above already covers them; the menu links need no change.
               */}
              <Route path="products" element={<PendingSection title="Products" />} />
              <Route path="subscriptions" element={<PendingSection title="Our Orders" />} />
              <Route path="payments" element={<PendingSection title="Payments" />} />
              <Route path="*" element={<Navigate to={ADMIN_PATHS.dashboard} replace />} />
            </Routes>
          </Suspense>
        </div>
      </div>
    </section>
  );
}
