import argon2 from 'argon2';

// DESIGN "Security rules": argon2id at the OWASP minimum (19 MiB memory, 2 passes, 1 lane).
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

/** False for a wrong password and for a malformed stored hash, never a throw. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(passwordHash, password);
  } catch {
    return false;
  }
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

export const passwordHasher: PasswordHasher = { hash: hashPassword, verify: verifyPassword };
