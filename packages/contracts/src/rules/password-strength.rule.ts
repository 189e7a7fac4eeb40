// The password rules and the strength meter, without zod: the sign-up form in the dashboard's
// first script uses them (issue 28); password.rule.ts builds the schemas on them.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/app';
import { PASSWORD_MESSAGES } from '../constants/messages';

// Spec 000 §5 lists ! @ # $ % ^ & * ( ) , . ? " : { } | < > as its examples, but a customer
// reads "special character" as anything that is not a letter or a digit: 'Correct-Horse-Battery-9'
// was refused for its '-' (issue 29 #18). So every character that is neither counts, in any script.
const SPECIAL = /[^\p{L}\p{N}]/u;
const UPPER = /[A-Z]/;
const LOWER = /[a-z]/;
const DIGIT = /[0-9]/;

/** The first failing rule's message in spec order (spec 000 §5), or null when the password is fine. */
export function passwordError(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (!UPPER.test(password)) return PASSWORD_MESSAGES.uppercase;
  if (!LOWER.test(password)) return PASSWORD_MESSAGES.lowercase;
  if (!DIGIT.test(password)) return PASSWORD_MESSAGES.number;
  if (!SPECIAL.test(password)) return PASSWORD_MESSAGES.special;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return null;
}

const STRENGTH_SCORES = [0, 1, 2, 3, 4, 5] as const;
export type PasswordStrength = (typeof STRENGTH_SCORES)[number];

/** The highest score a password the rules refuse can get: 'Fair', never 'Good' or 'Strong'. */
const REFUSED_MAX_SCORE = 3;

/**
 * One point each for length ≥ 8, an uppercase letter, a lowercase letter, a digit, a special
 * character; a password the rules refuse (passwordError) scores at most 3, so the meter never calls
 * a password good that the form will then refuse (issue 29 #18: 'Abcdefg1' scored 4).
 */
export function passwordStrength(password: string): PasswordStrength {
  const points = [
    password.length >= PASSWORD_MIN_LENGTH,
    UPPER.test(password),
    LOWER.test(password),
    DIGIT.test(password),
    SPECIAL.test(password),
  ].filter(Boolean).length;
  const score = passwordError(password) === null ? points : Math.min(points, REFUSED_MAX_SCORE);
  return STRENGTH_SCORES[score] ?? 0;
}

export const STRENGTH_LABELS = ['Poor', 'Weak', 'Fair', 'Good', 'Strong'] as const;
export type StrengthLabel = (typeof STRENGTH_LABELS)[number];

/** Spec 000 §4: Poor (0-1), Weak (2), Fair (3), Good (4), Strong (5). */
export function strengthLabel(score: PasswordStrength): StrengthLabel {
  if (score <= 1) return 'Poor';
  if (score === 2) return 'Weak';
  if (score === 3) return 'Fair';
  if (score === 4) return 'Good';
  return 'Strong';
}
