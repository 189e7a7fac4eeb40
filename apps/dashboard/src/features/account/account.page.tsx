import { ComingSoon } from '../shell/coming-soon';

/** /account: profile, password, payment methods and account deletion (spec 000 §2). */
export function AccountPage() {
  return (
    <ComingSoon title="Profile">
      Personal information, password, payment methods and account deletion are coming soon.
    </ComingSoon>
  );
}
