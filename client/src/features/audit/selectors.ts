import { initialAuditState, type AuditState } from './slice';

export const selectAudit = (s: { audit?: AuditState }): AuditState => s.audit ?? initialAuditState;
