import './auth.css';
import { ACCOUNT_MESSAGES } from '@widgetry/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
// Not from editor-draft.ts, which brings the draft's zod schema into the first script.
import { signInReturnPath } from '../../lib/editor-draft/sign-in-return';
import { type FormErrors, NO_ERRORS } from '../../lib/form-errors';
import { useSignOutStore } from '../../lib/session/sign-out.store';
import { SignInForm } from './sign-in.form';
import { SignUpForm } from './sign-up.form';

type Mode = 'signup' | 'signin';

/** The query the reset-password page reloads to, so the user lands on Sign In with a success line. */
export const AFTER_RESET_PATH = '/?mode=signin&reset=done';
/** Where deleting the account signs out to: Create Account, with a line saying the account is gone. */
export const AFTER_ACCOUNT_DELETED_PATH = '/?account=deleted';
/** Said above the forms while a widget's draft waits in the editor for the account. */
export const DRAFT_WAITING_NOTICE =
  'We kept your widget’s changes. Sign in or create an account and you go straight back to the editor to save it.';
export const PASSWORD_RESET_NOTICE = 'Your password has been reset. Please sign in with your new password.';
/** Said on Sign In when the server ended this browser's session (Sign out everywhere on another device). */
export const SIGNED_OUT_NOTICE = 'You were signed out. Please sign in again.';

/**
 * / and /register (spec 000 §2): one screen with a sliding panel toggling Create Account and Sign
 * In. Both forms stay mounted so the panel can slide between them; the hidden one is inert.
 * Toggling clears the errors of both.
 */
export function AuthPage() {
  const [searchParams] = useSearchParams();
  // Read, not taken, here: the initializer may run twice; the effect below takes it once.
  const [signedOutElsewhere] = useState(() => useSignOutStore.getState().refusedElsewhere);
  const [mode, setMode] = useState<Mode>(
    searchParams.get('mode') === 'signin' || signedOutElsewhere ? 'signin' : 'signup',
  );
  const [signUpErrors, setSignUpErrors] = useState<FormErrors>(NO_ERRORS);
  const [signInErrors, setSignInErrors] = useState<FormErrors>(NO_ERRORS);
  const sliderRef = useRef<HTMLDivElement>(null);
  const notice =
    searchParams.get('reset') === 'done' ? PASSWORD_RESET_NOTICE : signedOutElsewhere ? SIGNED_OUT_NOTICE : null;
  const signUpNotice = searchParams.get('account') === 'deleted' ? ACCOUNT_MESSAGES.accountDeleted : null;
  // Read once: arriving from the editor's "Sign in to save" popup with the draft kept.
  const [fromEditor] = useState(() => signInReturnPath() !== null);
  useEffect(() => {
    if (signedOutElsewhere) useSignOutStore.getState().takeRefused();
  }, [signedOutElsewhere]);

  function toggle() {
    const next: Mode = mode === 'signup' ? 'signin' : 'signup';
    setMode(next);
    setSignUpErrors(NO_ERRORS);
    setSignInErrors(NO_ERRORS);
    // The pane that slides in takes the focus, so keyboard users land in its first field.
    // preventScroll: focusing inside the clipped track must not scroll it sideways under the slide.
    queueMicrotask(() =>
      sliderRef.current?.querySelector<HTMLInputElement>(`[data-pane="${next}"] input`)?.focus({ preventScroll: true }),
    );
  }

  const isSignUp = mode === 'signup';
  return (
    <section className="page auth">
      <div className="auth__intro">
        <h1 className="page__title">{isSignUp ? 'Create your Widgetry account' : 'Sign in to Widgetry'}</h1>
        <p className="page__lead">
          Pick a widget, tune it in the editor with a live preview and install it on your site with one snippet.
        </p>
        {fromEditor && (
          <p className="alert alert--success" role="status">
            {DRAFT_WAITING_NOTICE}
          </p>
        )}
      </div>
      <div className="auth-slider" data-mode={mode} ref={sliderRef}>
        <div className="auth-slider__track">
          <div className="auth-slider__pane" data-pane="signup" aria-hidden={!isSignUp} inert={!isSignUp}>
            <SignUpForm errors={signUpErrors} onErrors={setSignUpErrors} notice={signUpNotice} />
          </div>
          <div className="auth-slider__pane" data-pane="signin" aria-hidden={isSignUp} inert={isSignUp}>
            <SignInForm errors={signInErrors} onErrors={setSignInErrors} notice={notice} />
          </div>
        </div>
        <div className="auth-slider__aside">
          <div className="auth-slider__aside-inner">
            <h2 className="auth-slider__aside-title">{isSignUp ? 'Welcome back!' : 'New to Widgetry?'}</h2>
            <p className="auth-slider__aside-text">
              {isSignUp
                ? 'Already have an account? Sign in to manage your widgets.'
                : 'Create an account and add your first widget to your site.'}
            </p>
            <button type="button" className="button auth-slider__toggle" onClick={toggle}>
              {isSignUp ? 'Sign In' : 'Create Account'}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
