import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context';
import { endServerSession, useSignOut } from '../../lib/session/session.actions';
import { ErrorAlert } from '../../ui/alert/alert';
import { AccountSection } from './account-section';

/**
 * Sign out everywhere: POST /user/logout ends every session of the account on the server (a lost
 * laptop, a shared computer), then this browser signs out too. Unlike the menu's Sign Out, a
 * failure is shown: the user asked for the other sessions to end and must know if they did not.
 */
export function SignOutEverywhereSection() {
  const api = useApiClient();
  const signOut = useSignOut();
  const endSessions = useMutation({
    mutationFn: () => endServerSession(api),
    onSuccess: () => signOut('/', { endSession: false }),
  });

  return (
    <AccountSection
      titleId="account-sessions-title"
      title="Sign out everywhere"
      lead="Ends your sessions on every device and browser, this one included."
    >
      <ErrorAlert message={endSessions.error?.message} />
      <div className="account-form__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={endSessions.isPending}
          onClick={() => endSessions.mutate()}
        >
          {endSessions.isPending ? 'Signing out…' : 'Sign out everywhere'}
        </button>
      </div>
    </AccountSection>
  );
}
