import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  details?: Record<string, unknown>;
}

export function createAuditRepository(db: Db) {
  return {
    async record(entry: AuditEntry): Promise<void> {
      await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
