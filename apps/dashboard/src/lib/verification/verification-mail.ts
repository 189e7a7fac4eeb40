import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { create } from 'zustand';
import { useApiClient } from '../api-context';
import { lazySchema, loadWireSchemas } from '../lazy-schema';

const successResponseSchema = lazySchema(() => loadWireSchemas().then((schemas) => schemas.successResponseSchema));

// One verification mail sender for every place that offers it (the banner under the header, the
// account page, a refused link's page). The cooldown is shared, so a customer who sent a mail from
// the banner cannot send another from the account page a second later and flood their own inbox.

/** How long the send buttons wait after a mail went out. */
export const VERIFICATION_COOLDOWN_MS = 60_000;

interface CooldownState {
  /** When the last mail went out (ms since the epoch); null before any. */
  sentAt: number | null;
  markSent(at: number): void;
}

export const useVerificationCooldownStore = create<CooldownState>((set) => ({
  sentAt: null,
  markSent: (at) => set({ sentAt: at }),
}));

/** Whole seconds left of the cooldown at `now`; 0 when a mail may be sent. */
export function cooldownSecondsLeft(sentAt: number | null, now: number): number {
  if (sentAt === null) return 0;
  return Math.max(0, Math.ceil((sentAt + VERIFICATION_COOLDOWN_MS - now) / 1000));
}

/** The seconds left, re-read every second while the cooldown runs. */
function useCooldownSecondsLeft(): number {
  const sentAt = useVerificationCooldownStore((state) => state.sentAt);
  const [now, setNow] = useState(() => Date.now());
  const left = cooldownSecondsLeft(sentAt, now);
  useEffect(() => {
    if (sentAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  return left;
}

/**
 * POST /user/verifyEmailRequest – mails a new verification link to the signed-in user's address
 * (earlier unexpired links keep working), then holds further sends for the cooldown.
 */
export function useVerificationMail() {
  const api = useApiClient();
  const markSent = useVerificationCooldownStore((state) => state.markSent);
  const secondsLeft = useCooldownSecondsLeft();
  const mutation = useMutation({
    mutationFn: (email: string) => api.post('/user/verifyEmailRequest', { email }, successResponseSchema),
    onSuccess: () => markSent(Date.now()),
  });
  return {
    send: mutation.mutate,
    isPending: mutation.isPending,
    isSent: mutation.isSuccess,
    error: mutation.error,
    reset: mutation.reset,
    /** Seconds until another mail may be sent; 0 when it may. */
    secondsLeft,
    canSend: !mutation.isPending && secondsLeft === 0,
  };
}

/** The send button's words: what it does now, or how long until it can. */
export function sendButtonLabel(
  mail: Pick<ReturnType<typeof useVerificationMail>, 'isPending' | 'secondsLeft'>,
  idle: string,
): string {
  if (mail.isPending) return 'Sending…';
  if (mail.secondsLeft > 0) return `Send again in ${mail.secondsLeft} s`;
  return idle;
}
