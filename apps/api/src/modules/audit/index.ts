// The audit module as other modules and the composition see it.
export { auditRepositoryPlugin } from './audit.plugin';
export type { AuditEntry, AuditRepository } from './audit.repository';
