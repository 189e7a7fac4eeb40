/**
 * The error area of a form, popup or page (spec 000 §8): announced at once. Renders nothing without
 * a message, so callers pass what they have (`errors.message`, `error?.message`) as it is.
 */
export function ErrorAlert({ message, className }: { message: string | null | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p className={className ? `alert alert--error ${className}` : 'alert alert--error'} role="alert">
      {message}
    </p>
  );
}

/** A success line (email sent, password reset), announced politely; nothing without a message. */
export function SuccessAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="alert alert--success" role="status">
      {message}
    </p>
  );
}
