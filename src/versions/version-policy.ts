import type { DomainErrorCode } from '../common/error-codes';
import { Conflict, DomainError, ValidationFailed } from '../common/errors';

/**
 * The version policy (pure, no I/O): every save appends an immutable version; a save must be
 * based on the latest version or it is refused; rollback only loads an old version into the
 * editor, and saving it appends yet another version. History is never rewritten.
 */
export const STALE_SAVE_MESSAGE = 'This item was changed by someone else since you opened it. Reload it to see the latest version, then save again.';
export const BASE_REQUIRED_MESSAGE = 'basedOnVersionId is required when saving an existing item.';

/** Why a save is refused (domain error codes; the exception filter decides what HTTP status each becomes). */
export type SaveRefusal = Extract<DomainErrorCode, 'base-version-required' | 'stale-version'>;
export type SaveDecision = { ok: true } | { ok: false; reason: SaveRefusal; message: string };

export interface SaveFacts {
  /** The item exists already (a save of a new version) or not (a create). */
  exists: boolean;
  /** The newest version id of the existing item. */
  latestVersionId: number | null;
  /** The version the editor loaded (from the request). */
  basedOnVersionId: number | null | undefined;
  /** Admin saves must say which version they are based on; internal callers (seeders) may omit it. */
  requireBase: boolean;
}

export function decideSave(f: SaveFacts): SaveDecision {
  if (!f.exists) return { ok: true };
  if (f.basedOnVersionId === null || f.basedOnVersionId === undefined) {
    return f.requireBase ? { ok: false, reason: 'base-version-required', message: BASE_REQUIRED_MESSAGE } : { ok: true };
  }
  if (f.latestVersionId !== null && f.basedOnVersionId !== f.latestVersionId) return { ok: false, reason: 'stale-version', message: STALE_SAVE_MESSAGE };
  return { ok: true };
}

/** The domain error a refused save throws: a missing base is the basedOnVersionId field's error; a stale save is a conflict. */
export function saveRefusedError(refusal: { reason: SaveRefusal; message: string }): DomainError {
  return refusal.reason === 'base-version-required'
    ? new ValidationFailed(refusal.message, { basedOnVersionId: refusal.message }, 'base-version-required')
    : new Conflict(refusal.message, 'stale-version');
}

/** Versions are listed newest first (created, then id for equal timestamps). */
export function newestFirst<T extends { id: number; created: Date | string }>(versions: T[]): T[] {
  return [...versions].sort((a, b) => new Date(b.created).getTime() - new Date(a.created).getTime() || b.id - a.id);
}

/**
 * What a rollback loads into the editor: the old version's fields, but based on the LATEST
 * version, so saving it appends a new version instead of being refused as stale.
 */
export function rollbackDraft<S>(version: { id: number; data: S }, latestVersionId: number): { data: S; basedOnVersionId: number; rolledBackFrom: number } {
  return { data: version.data, basedOnVersionId: latestVersionId, rolledBackFrom: version.id };
}

/** Top-level fields that differ between two snapshots (for the compare view and audit). */
export function changedFields(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => JSON.stringify(a[k] ?? null) !== JSON.stringify(b[k] ?? null)).sort();
}
