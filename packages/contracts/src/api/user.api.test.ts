import { describe, expect, it } from 'vitest';
import {
  authResponseSchema,
  createUserBodySchema,
  loginBodySchema,
  resetPasswordBodySchema,
  resetPasswordFormSchema,
  updateUserBodySchema,
} from './user.api';

const signUp = { email: ' Ann@Example.COM ', password: 'Abcdef1!', displayName: ' Ann ', recaptcha: 'token' };

describe('POST /user body', () => {
  it('normalises email and name and keeps the reCAPTCHA token', () => {
    expect(createUserBodySchema.parse(signUp)).toEqual({
      email: 'ann@example.com',
      password: 'Abcdef1!',
      displayName: 'Ann',
      recaptcha: 'token',
    });
  });

  it('drops fields a visitor may not set', () => {
    const parsed = createUserBodySchema.parse({ ...signUp, userRole: 'admin', emailVerified: true, id: 'x' });
    expect(Object.keys(parsed).sort()).toEqual(['displayName', 'email', 'password', 'recaptcha']);
  });

  it.each([
    [{ ...signUp, password: 'abcdefgh' }, 'password', 'Password must include at least one uppercase letter.'],
    [{ ...signUp, email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
    [{ ...signUp, displayName: '  ' }, 'displayName', 'Please enter your name.'],
  ])('refuses %j at %s', (body, field, message) => {
    const issues = createUserBodySchema.safeParse(body).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[field, message]]);
  });
});

describe('POST /user/login body', () => {
  it('does not apply the new-password rules to a sign-in', () => {
    expect(loginBodySchema.safeParse({ email: 'a@b.co', password: 'old' }).success).toBe(true);
  });

  it.each([
    [{ email: 'a@b.co', password: '' }, 'Please enter your password.'],
    [{ email: 'a@b.co', password: 'x'.repeat(129) }, 'Password must be at most 128 characters long.'],
    [{ email: 'a@b', password: 'x' }, 'Please enter a valid email address.'],
  ])('refuses %j', (body, message) => {
    expect(loginBodySchema.safeParse(body).error?.issues[0]?.message).toBe(message);
  });
});

describe('password reset', () => {
  it('applies the password rules to the new password', () => {
    expect(resetPasswordBodySchema.safeParse({ password: 'Abcdefg1' }).error?.issues[0]?.message).toBe(
      'Password must include at least one special character.',
    );
  });

  it('the form requires both fields to match', () => {
    const result = resetPasswordFormSchema.safeParse({ password: 'Abcdef1!', confirmPassword: 'Abcdef1?' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['confirmPassword'], 'Passwords do not match. Please try again.'],
    ]);
    expect(resetPasswordFormSchema.safeParse({ password: 'Abcdef1!', confirmPassword: 'Abcdef1!' }).success).toBe(true);
  });
});

describe('account answers and updates', () => {
  it('an auth answer carries token, id and the user with the customer role by default', () => {
    const parsed = authResponseSchema.parse({
      token: 't',
      id: 'u1',
      user: { id: 'u1', displayName: 'Ann', email: 'a@b.co', emailVerified: false, password: 'hash' },
    });
    expect(parsed.user).toEqual({
      id: 'u1',
      displayName: 'Ann',
      email: 'a@b.co',
      emailVerified: false,
      userRole: 'customer',
    });
  });

  it('an update sets only name and email', () => {
    expect(
      updateUserBodySchema.parse({ displayName: 'Ann', email: 'a@b.co', userRole: 'admin', emailVerified: true }),
    ).toEqual({ displayName: 'Ann', email: 'a@b.co' });
  });
});
