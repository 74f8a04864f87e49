import { type AuditState, initialAuditState } from './slice';

export const selectAudit = (s: { audit?: AuditState }): AuditState => s.audit ?? initialAuditState;
