import type { ReactNode } from 'react';

/** A page whose route and guard are real but whose content arrives with a later piece of work. */
export function ComingSoon({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page">
      <h1 className="page__title">{title}</h1>
      <div className="card card--muted">
        <span className="badge">Coming soon</span>
        <p className="page__lead">{children}</p>
      </div>
    </section>
  );
}
