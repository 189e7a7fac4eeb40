import { ACCOUNT_MESSAGES } from '@widgetry/contracts';
import { useLocation } from 'react-router';
import { useSession } from '../../lib/session/session.query';
import { sendButtonLabel, useVerificationMail } from '../../lib/verification/verification-mail';

/**
 * "Verify your email" under the header from the moment an account exists, so a new customer learns
 * of the link before the first save asks for it, not at it. Hidden on the link's own page, which
 * says the outcome itself.
 */
export function VerifyEmailBanner() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const mail = useVerificationMail();
  if (!user || user.emailVerified || pathname === '/verify-email') return null;

  return (
    <section className="verify-banner" aria-label="Verify your email">
      <p className="verify-banner__text">
        <strong>Verify your email address.</strong> We sent a link to{' '}
        <span className="verify-banner__email">{user.email}</span>; open it to save and publish widgets.
      </p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => mail.send(user.email)}
        disabled={!mail.canSend}
      >
        {sendButtonLabel(mail, 'Send a new link')}
      </button>
      {mail.isSent && (
        <span className="verify-banner__note" role="status">
          {ACCOUNT_MESSAGES.emailSent}
        </span>
      )}
      {mail.error && (
        <span className="verify-banner__note verify-banner__note--error" role="alert">
          {mail.error.message}
        </span>
      )}
    </section>
  );
}
