import { describe, expect, it } from 'vitest';
import { cooldownSecondsLeft, sendButtonLabel, VERIFICATION_COOLDOWN_MS } from './verification-mail';

describe('verification mail cooldown', () => {
  it('lets a mail go when none was sent yet', () => {
    expect(cooldownSecondsLeft(null, 1_000)).toBe(0);
  });

  it('counts whole seconds down from the send and ends exactly at the cooldown', () => {
    const sentAt = 10_000;
    expect(cooldownSecondsLeft(sentAt, sentAt)).toBe(VERIFICATION_COOLDOWN_MS / 1000);
    expect(cooldownSecondsLeft(sentAt, sentAt + 59_001)).toBe(1);
    expect(cooldownSecondsLeft(sentAt, sentAt + VERIFICATION_COOLDOWN_MS)).toBe(0);
  });

  it('labels the button with what it does, or how long to wait', () => {
    expect(sendButtonLabel({ isPending: true, secondsLeft: 0 }, 'Send a new link')).toBe('Sending…');
    expect(sendButtonLabel({ isPending: false, secondsLeft: 42 }, 'Send a new link')).toBe('Send again in 42 s');
    expect(sendButtonLabel({ isPending: false, secondsLeft: 0 }, 'Send a new link')).toBe('Send a new link');
  });
});
