import { ACCOUNT_MESSAGES } from '@widgetry/contracts';
import type { ReactNode } from 'react';

/** One card of the account page: a title that names the section, a lead line, then its content. */
export function AccountSection({
  titleId,
  title,
  lead,
  danger = false,
  children,
}: {
  /** The heading's id; the section is labelled by it. */
  titleId: string;
  title: string;
  lead: string;
  /** The red-bordered card of Delete Account. */
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={danger ? 'card account-section account-section--danger' : 'card account-section'}
      aria-labelledby={titleId}
    >
      <div className="account-section__header">
        <h2 className="card__title" id={titleId}>
          {title}
        </h2>
        <p className="account-section__lead">{lead}</p>
      </div>
      {children}
    </section>
  );
}

/** The submit row of an account form: 'Settings Saved!' while `saved` (spec 000 §2), then the button. */
export function AccountFormActions({
  saved,
  pending,
  disabled,
  label,
}: {
  saved: boolean;
  pending: boolean;
  disabled: boolean;
  label: string;
}) {
  return (
    <div className="account-form__actions">
      {saved && (
        <p className="account-saved" role="status">
          {ACCOUNT_MESSAGES.settingsSaved}
        </p>
      )}
      <button type="submit" className="button" disabled={disabled}>
        {pending ? 'Saving…' : label}
      </button>
    </div>
  );
}
