import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SignInCodeRow, signInCodes } from '../../db/schema';

export function createSignInCodesRepository(db: Db) {
  /** Unused and unexpired; guesses are checked by the caller's limit. */
  const live = (userId: string, now: Date) =>
    and(eq(signInCodes.userId, userId), isNull(signInCodes.usedAt), gt(signInCodes.expiresAt, now));

  return {
    /** The account's newest code, whatever its state (when it was sent decides whether to send another). */
    async latest(userId: string): Promise<SignInCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(signInCodes)
        .where(eq(signInCodes.userId, userId))
        .orderBy(desc(signInCodes.createdAt))
        .limit(1);
      return row;
    },

    /** How many codes the account was sent since then (the mails-per-hour cap). */
    async countSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(signInCodes)
        .where(and(eq(signInCodes.userId, userId), gt(signInCodes.createdAt, since)));
      return row?.count ?? 0;
    },

    /**
     * A new code replaces the account's older ones (only the latest mail works) and rows past the
     * cap's window go, so an account keeps a handful of rows at most.
     */
    async replace(
      row: { userId: string; codeHash: string; salt: string; expiresAt: Date },
      now: Date,
      forgetBefore: Date,
    ) {
      await db.transaction(async (tx) => {
        await tx
          .delete(signInCodes)
          .where(and(eq(signInCodes.userId, row.userId), lt(signInCodes.createdAt, forgetBefore)));
        await tx.update(signInCodes).set({ expiresAt: now }).where(live(row.userId, now));
        await tx.insert(signInCodes).values({ ...row, createdAt: now });
      });
    },

    /**
     * Spends one guess on the account's live code and returns it, or undefined when it has none
     * with guesses left. One statement, so guesses racing each other cannot spend more than allowed.
     */
    async spendGuess(userId: string, now: Date, maxGuesses: number): Promise<SignInCodeRow | undefined> {
      const [row] = await db
        .update(signInCodes)
        .set({ attempts: sql`${signInCodes.attempts} + 1` })
        .where(and(live(userId, now), lt(signInCodes.attempts, maxGuesses)))
        .returning();
      return row;
    },

    /** Uses the code up; false when another request already did (single use even when racing). */
    async markUsed(id: string, now: Date): Promise<boolean> {
      const used = await db
        .update(signInCodes)
        .set({ usedAt: now })
        .where(and(eq(signInCodes.id, id), isNull(signInCodes.usedAt)))
        .returning({ id: signInCodes.id });
      return used.length > 0;
    },
  };
}
export type SignInCodesRepository = ReturnType<typeof createSignInCodesRepository>;
