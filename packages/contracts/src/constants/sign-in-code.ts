// Issue 25 §3: an account guessed from many addresses while no reCAPTCHA is configured signs in
// with its password and a six-digit code mailed to its address.

/** The `code` of the 401 that asks for the mailed code (and of a wrong one); the sign-in form shows its field. */
export const SIGN_IN_CODE_REQUIRED = 'SIGNIN_CODE_REQUIRED';

/** How many digits the mailed code has. */
export const SIGN_IN_CODE_DIGITS = 6;

/** Ours: the sign-in code's answers and field rule. */
export const SIGN_IN_CODE_MESSAGES = {
  /** Said the same whether or not the password was right, so it tells a guesser nothing. */
  required:
    'This account needs a sign-in code. If the email and password are right, we have emailed a six-digit code to the account’s address: enter it below.',
  wrong: 'The password or the sign-in code is not right, or the code has expired. Check both, or ask for a new code.',
  format: 'Enter the six digits of the code from the email.',
  /** The form's field and its hint. */
  label: 'Sign-in code',
  sent: 'We sent a sign-in code to your email. It works once, for 10 minutes.',
  resend: 'Send a new code',
} as const;
