import { Conflict, ValidationFailed } from '../common/errors';
import { BASE_REQUIRED_MESSAGE, changedFields, decideSave, newestFirst, rollbackDraft, saveRefusedError, STALE_SAVE_MESSAGE } from './version-policy';

describe('version policy', () => {
  it('always allows creating a new item', () => {
    expect(decideSave({ exists: false, latestVersionId: null, basedOnVersionId: undefined, requireBase: true })).toEqual({ ok: true });
  });
  it('allows a save based on the latest version', () => {
    expect(decideSave({ exists: true, latestVersionId: 7, basedOnVersionId: 7, requireBase: true })).toEqual({ ok: true });
  });
  it('refuses a save based on an older version as stale', () => {
    expect(decideSave({ exists: true, latestVersionId: 8, basedOnVersionId: 7, requireBase: true })).toEqual({ ok: false, reason: 'stale-version', message: STALE_SAVE_MESSAGE });
  });
  it('asks an admin save of an existing item to name its base version', () => {
    expect(decideSave({ exists: true, latestVersionId: 8, basedOnVersionId: null, requireBase: true })).toEqual({
      ok: false,
      reason: 'base-version-required',
      message: BASE_REQUIRED_MESSAGE,
    });
    expect(decideSave({ exists: true, latestVersionId: 8, basedOnVersionId: null, requireBase: false })).toEqual({ ok: true });
  });
  it('turns a refusal into its domain error: a stale save is a conflict, a missing base is a field error', () => {
    const stale = saveRefusedError({ reason: 'stale-version', message: STALE_SAVE_MESSAGE });
    expect(stale).toBeInstanceOf(Conflict);
    expect(stale).toMatchObject({ code: 'stale-version', message: STALE_SAVE_MESSAGE });
    const noBase = saveRefusedError({ reason: 'base-version-required', message: BASE_REQUIRED_MESSAGE });
    expect(noBase).toBeInstanceOf(ValidationFailed);
    expect(noBase).toMatchObject({ code: 'base-version-required', errors: { basedOnVersionId: BASE_REQUIRED_MESSAGE } });
  });
  it('lists versions newest first, by time then id', () => {
    const v = [
      { id: 1, created: '2026-01-01T10:00:00Z' },
      { id: 3, created: '2026-01-02T10:00:00Z' },
      { id: 2, created: '2026-01-02T10:00:00Z' },
    ];
    expect(newestFirst(v).map((x) => x.id)).toEqual([3, 2, 1]);
  });
  it('rollback loads the old data but bases the next save on the latest version', () => {
    expect(rollbackDraft({ id: 2, data: { title: 'Old' } }, 5)).toEqual({ data: { title: 'Old' }, basedOnVersionId: 5, rolledBackFrom: 2 });
  });
  it('names the fields that changed between two versions', () => {
    expect(changedFields({ title: 'A', modules: [{ type: 2 }], slug: 's' }, { title: 'B', modules: [{ type: 2 }], slug: 's', summary: 'x' })).toEqual(['summary', 'title']);
  });
});
