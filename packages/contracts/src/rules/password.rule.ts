import { PASSWORD_MESSAGES } from '../constants/messages';
import { passwordError } from './password-strength.rule';
import { clientString } from './text.rule';

/** A new password (sign-up, reset, admin user form): reports only the first failing rule. */
export const passwordSchema = clientString({ error: PASSWORD_MESSAGES.tooShort }).superRefine((password, ctx) => {
  const message = passwordError(password);
  if (message !== null) ctx.addIssue({ code: 'custom', message });
});

/** An admin edit of a user: empty or missing keeps the password, anything else must pass the rules. */
export const optionalPasswordSchema = clientString()
  .superRefine((password, ctx) => {
    const message = password === '' ? null : passwordError(password);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  })
  .optional();
