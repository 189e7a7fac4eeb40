import { ErrorAlert } from '../../ui/alert/alert';
import { useProfileQuery } from './account.api';
import { ChangePasswordSection } from './change-password.section';
import { DeleteAccountSection } from './delete-account.section';
import { PaymentMethodsSection } from './payment-methods.section';
import { PersonalInfoSection } from './personal-info.section';
import { SignOutEverywhereSection } from './sign-out-everywhere.section';
import './account.css';

/**
 * /account (spec 000 §2): Personal Information, Reset Password, Payment Methods, Sign out
 * everywhere (ours: DESIGN "sign-out ends the session on the server") and Delete Account.
 */
export function AccountPage() {
  const profile = useProfileQuery();
  return (
    <section className="page account">
      <div className="page__header">
        <div>
          <h1 className="page__title">Profile</h1>
          <p className="page__lead">Manage your personal information, password and account.</p>
        </div>
      </div>
      {profile.isPending && (
        <div className="page-loading" role="status">
          <span className="page-loading__spinner" aria-hidden="true" />
          <span>Loading your profile…</span>
        </div>
      )}
      <ErrorAlert message={profile.isError ? profile.error.message : null} />
      {profile.data && (
        <div className="account__sections">
          {/* Keyed by user: the form starts from the loaded values and keeps what the user types. */}
          <PersonalInfoSection key={profile.data.id} user={profile.data} />
          <ChangePasswordSection userId={profile.data.id} />
          <PaymentMethodsSection />
          <SignOutEverywhereSection />
          <DeleteAccountSection userId={profile.data.id} />
        </div>
      )}
    </section>
  );
}
