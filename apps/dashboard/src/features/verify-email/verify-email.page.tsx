import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES } from '@widgetry/contracts';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { draftEditorPath, readEditorDraft } from '../../lib/editor-draft/editor-draft';
import {
  getSession,
  PROFILE_QUERY_KEY,
  SESSION_QUERY_KEY,
  setSessionUser,
  useSession,
} from '../../lib/session/session.query';
import { sendButtonLabel, useVerificationMail } from '../../lib/verification/verification-mail';
import { useVerifyEmailQuery } from './verify-email.api';
import './verify-email.css';

/** /verify-email?uid=: the email verification landing (spec 000 §2); public, signed in or not. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const uid = searchParams.get('uid') ?? '';
  const verify = useVerifyEmailQuery(uid);
  const queryClient = useQueryClient();
  const verifiedUser = verify.data?.user;
  // Also re-run when a login check still under way signs the user in after the verification answered.
  const session = useSession();
  const { isUserLoggedIn } = session;
  const sessionChecking = session.status === 'checking';
  // A used link is refused by the API; a signed-in user whose profile is already verified has
  // nothing to fix, so they get the thank-you rather than a red error (visitors keep the error).
  const alreadyVerified = isUserLoggedIn && session.user?.emailVerified === true;
  const linkRefused = uid === '' || verify.isError;
  // A save that stopped at "verify your email" kept its draft: the way back to it comes first.
  const kept = readEditorDraft();
  const draftPath = kept?.reason === 'verifyEmail' ? draftEditorPath(kept) : null;

  useEffect(() => {
    if (!verifiedUser || !isUserLoggedIn) return;
    // The verified indicator (account page, save sequence) reads the current user: refresh it.
    if (getSession(queryClient).user?.id === verifiedUser.id) setSessionUser(queryClient, verifiedUser);
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
  }, [verifiedUser, isUserLoggedIn, queryClient]);

  if (linkRefused && !alreadyVerified && !sessionChecking) {
    return (
      <section className="page page--narrow verify">
        <div className="card verify__card">
          <span className="verify__icon verify__icon--error" aria-hidden="true">
            !
          </span>
          <h1 className="page__title">Verify your email</h1>
          <p className="alert alert--error" role="alert">
            {verify.error?.message ?? ACCOUNT_MESSAGES.verifyLinkInvalid}
          </p>
          <NewLinkOffer />
        </div>
      </section>
    );
  }

  // Also while the login check decides whether a refused link belongs to a verified user.
  if ((verify.isPending && uid !== '') || (linkRefused && !alreadyVerified)) {
    return (
      <section className="page page--narrow verify">
        <h1 className="page__title">Verify your email</h1>
        <div className="page-loading" role="status">
          <span className="page-loading__spinner" aria-hidden="true" />
          <span>Verifying your email address…</span>
        </div>
      </section>
    );
  }

  return (
    <section className="page page--narrow verify">
      <div className="card verify__card">
        <span className="verify__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" focusable="false" aria-hidden="true">
            <path
              d="M5 12.5l4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <h1 className="page__title verify__title">{ACCOUNT_MESSAGES.emailVerified}</h1>
        <p className="page__lead">
          {linkRefused
            ? 'Your email address is already verified.'
            : 'Your account is ready. Pick a widget and add it to your site.'}
        </p>
        {draftPath ? (
          <div className="verify__actions">
            <Link className="button" to={draftPath}>
              Back to your widget
            </Link>
            <Link className="button button--secondary" to="/home">
              Get Started
            </Link>
          </div>
        ) : (
          <Link className="button" to="/home">
            Get Started
          </Link>
        )}
      </div>
    </section>
  );
}

/**
 * A used or expired link's way forward: signed in, a new link at once; signed out, sign in first
 * (the mail goes only to the signed-in account's address) and come back to the dashboard.
 */
function NewLinkOffer() {
  const { user } = useSession();
  const mail = useVerificationMail();
  if (!user) {
    return (
      <div className="verify__actions">
        <Link className="button" to="/">
          Sign in to get a new link
        </Link>
      </div>
    );
  }
  return (
    <div className="verify__actions">
      <button type="button" className="button" onClick={() => mail.send(user.email)} disabled={!mail.canSend}>
        {sendButtonLabel(mail, 'Send a new link')}
      </button>
      <Link className="button button--secondary" to="/home">
        Go to the Dashboard
      </Link>
      {mail.isSent && (
        <p className="alert alert--success" role="status">
          {ACCOUNT_MESSAGES.emailSent} We sent a new link to {user.email}.
        </p>
      )}
      {mail.error && (
        <p className="alert alert--error" role="alert">
          {mail.error.message}
        </p>
      )}
    </div>
  );
}
