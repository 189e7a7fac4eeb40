import { OutboxSection } from './outbox.section';

/** /devadmin: the admin console (spec 003); the dev outbox while no mail server is configured. */
export function AdminPage() {
  return (
    <section className="page">
      <h1 className="page__title">Backend Admin</h1>
      <div className="card card--muted">
        <span className="badge">Coming soon</span>
        <p className="page__lead">Products, users, orders, payments and tools for administrators are coming soon.</p>
      </div>
      <OutboxSection />
    </section>
  );
}
