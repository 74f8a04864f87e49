/** Equal as the form would be saved (the form's values are JSON). */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * A local draft restored over a form that was saved again since the draft began (by a colleague, or in another
 * tab): the fields the draft changed from the form it began from are taken from the draft; every other field keeps
 * the newer saved value, so restoring never undoes a save the draft knew nothing of. A draft without the form it
 * began from (or a form that is not an object) comes back whole.
 */
export function mergeDraft<T>(draft: T, draftBase: T | undefined, current: T): T {
  if (draftBase === undefined || !isRecord(draft) || !isRecord(draftBase) || !isRecord(current)) return draft;
  const merged: Record<string, unknown> = { ...current };
  for (const key of new Set([...Object.keys(draft), ...Object.keys(draftBase)])) {
    if (!same(draft[key], draftBase[key])) merged[key] = draft[key];
  }
  return merged as T;
}

/** True when the form was saved again after the draft began: restoring then merges (mergeDraft). */
export const savedSinceDraft = (draftBase: unknown, current: unknown): boolean => draftBase !== undefined && !same(draftBase, current);
