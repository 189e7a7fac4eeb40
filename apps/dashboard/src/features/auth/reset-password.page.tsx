import { ComingSoon } from '../shell/coming-soon';

/** /resetPassword: sets a new password from the emailed link (reads userId and token). */
export function ResetPasswordPage() {
  return <ComingSoon title="Reset Password">Setting a new password from the emailed link is coming soon.</ComingSoon>;
}
