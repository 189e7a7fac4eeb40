import { ComingSoon } from '../shell/coming-soon';

/** /verify-email?uid=: the email verification landing (spec 000 §2). */
export function VerifyEmailPage() {
  return <ComingSoon title="Verify your email">Email verification is coming soon.</ComingSoon>;
}
