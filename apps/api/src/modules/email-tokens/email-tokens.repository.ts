import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type EmailTokenPurpose, type EmailTokenRow, emailTokens } from '../../db/schema';

export function createEmailTokensRepository(db: Db) {
  return {
    async insert(row: {
      userId: string;
      purpose: EmailTokenPurpose;
      tokenHash: string;
      expiresAt: Date;
      newEmail?: string;
    }) {
      const [created] = await db.insert(emailTokens).values(row).returning();
      return created;
    },

    /** Removes the user's still-unused tokens of a purpose: a newer mail, or a changed password, supersedes them. */
    async deleteUnused(userId: string, purpose: EmailTokenPurpose): Promise<void> {
      await db
        .delete(emailTokens)
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
    },

    /** The newest unused, unexpired token of a purpose (the email change under way). */
    async findLatestLive(userId: string, purpose: EmailTokenPurpose, now: Date): Promise<EmailTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
          ),
        )
        .orderBy(desc(emailTokens.createdAt))
        .limit(1);
      return row;
    },

    /** Whether a live token (unused, unexpired, of this purpose and user) has this hash; changes nothing. */
    async isLive(where: {
      tokenHash: string;
      purpose: EmailTokenPurpose;
      userId: string;
      now: Date;
    }): Promise<boolean> {
      const [row] = await db
        .select({ id: emailTokens.id })
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.tokenHash, where.tokenHash),
            eq(emailTokens.purpose, where.purpose),
            eq(emailTokens.userId, where.userId),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, where.now),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Marks a live token used and returns it, or undefined when there is none (unknown, expired,
     * already used, another purpose or another user). One statement, so two requests racing with
     * the same token cannot both win.
     */
    async consume(where: {
      tokenHash: string;
      purpose: EmailTokenPurpose;
      userId?: string;
      now: Date;
    }): Promise<EmailTokenRow | undefined> {
      const conditions = [
        eq(emailTokens.tokenHash, where.tokenHash),
        eq(emailTokens.purpose, where.purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, where.now),
      ];
      if (where.userId !== undefined) conditions.push(eq(emailTokens.userId, where.userId));
      const [row] = await db
        .update(emailTokens)
        .set({ usedAt: where.now })
        .where(and(...conditions))
        .returning();
      return row;
    },
  };
}
export type EmailTokensRepository = ReturnType<typeof createEmailTokensRepository>;
