import { describe, expect, it } from 'vitest';
import { generateStrongPassword } from './random-password';

describe('generateStrongPassword', () => {
  it('passes every sign-up password rule of spec 000 §5', () => {
    for (let i = 0; i < 200; i++) {
      const password = generateStrongPassword();
      expect(password).toHaveLength(20);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[!@#$%^&*(),.?":{}|<>]/);
    }
  });

  it('differs between calls', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generateStrongPassword()));
    expect(passwords.size).toBe(50);
  });
});
