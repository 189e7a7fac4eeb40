/** Shown while the login check is running, so a guard never flashes a redirect it would undo. */
export function SessionPending() {
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
