import { describe, expect, it } from 'vitest';
import { optionalPasswordSchema, passwordSchema } from './password.rule';
import { type PasswordStrength, passwordError, passwordStrength, strengthLabel } from './password-strength.rule';

describe('passwordError (spec 000 §5: the first failing message)', () => {
  it.each([
    ['', 'Password must be at least 8 characters long.'],
    ['Ab1!xyz', 'Password must be at least 8 characters long.'],
    ['short', 'Password must be at least 8 characters long.'],
    ['abcdefg1!', 'Password must include at least one uppercase letter.'],
    ['abcdefgh', 'Password must include at least one uppercase letter.'],
    ['ABCDEFG1!', 'Password must include at least one lowercase letter.'],
    ['Abcdefgh!', 'Password must include at least one number.'],
    ['Abcdefg1', 'Password must include at least one special character.'],
    ['Abcdéfg1', 'Password must include at least one special character.'],
    [`Abcdefg1!${'a'.repeat(120)}`, 'Password must be at most 128 characters long.'],
  ])('%j → %s', (password, message) => {
    expect(passwordError(password)).toBe(message);
  });

  it.each(['!', '@', '#', '$', '%', '^', '&', '*', '(', ')', ',', '.', '?', '"', ':', '{', '}', '|', '<', '>'])(
    'accepts the special character %s',
    (special) => {
      expect(passwordError(`Abcdefg1${special}`)).toBeNull();
    },
  );

  // Issue 29 #18: every character that is not a letter or a digit counts, not only the spec's list.
  it.each(['Correct-Horse-Battery-9', 'Abcdefg1_', 'Abcdefg1 ', 'Abcdefg1~', 'Abcdefg1€', "Abcdefg1'", 'Abcdefg1/'])(
    'accepts %j, whose only special character is outside the spec list',
    (password) => {
      expect(passwordError(password)).toBeNull();
      expect(passwordSchema.safeParse(password).success).toBe(true);
    },
  );

  it('accepts exactly 8 and exactly 128 characters', () => {
    expect(passwordError('Abcdef1!')).toBeNull();
    expect(passwordError(`Abcdef1!${'a'.repeat(120)}`)).toBeNull();
  });

  it('the schema reports the one first message', () => {
    const result = passwordSchema.safeParse('abc');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Password must be at least 8 characters long.',
    ]);
    expect(passwordSchema.safeParse('Abcdef1!').success).toBe(true);
    expect(passwordSchema.safeParse(12345678).success).toBe(false);
  });

  it('an admin edit may leave the password empty or out, but not weak', () => {
    expect(optionalPasswordSchema.safeParse(undefined).success).toBe(true);
    expect(optionalPasswordSchema.safeParse('').success).toBe(true);
    expect(optionalPasswordSchema.safeParse('Abcdef1!').success).toBe(true);
    expect(optionalPasswordSchema.safeParse('weak').error?.issues[0]?.message).toBe(
      'Password must be at least 8 characters long.',
    );
  });
});

describe('password strength (spec 000 §4)', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['abcdefgh', 2],
    ['Abcdefgh', 3],
    ['Abcdefg1!', 5],
    ['Correct-Horse-Battery-9', 5],
    ['A1!', 3],
    ['!!!!!!!!', 2],
  ])('%j scores %d', (password, score) => {
    expect(passwordStrength(password)).toBe(score);
  });

  // Issue 29 #18: the meter said 'Good' under the form's refusal.
  it.each(['Abcdefg1', 'abcD1!', 'Abc1!', `Abcdefg1!${'a'.repeat(120)}`])(
    'a password the rules refuse, %j, is never Good or Strong',
    (password) => {
      expect(passwordError(password)).not.toBeNull();
      expect(passwordStrength(password)).toBe(3);
      expect(strengthLabel(passwordStrength(password))).toBe('Fair');
    },
  );

  it.each([
    [0, 'Poor'],
    [1, 'Poor'],
    [2, 'Weak'],
    [3, 'Fair'],
    [4, 'Good'],
    [5, 'Strong'],
  ] satisfies [PasswordStrength, string][])('score %d is %s', (score, label) => {
    expect(strengthLabel(score)).toBe(label);
  });
});
