import { KeyboardEvent, MutableRefObject, useCallback, useEffect, useMemo, useRef } from 'react';

import { PhoneState, SAVE_DEBOUNCE_MS, UNDO_HISTORY } from './phone-model';

/**
 * The phone field's own undo history (spec 2.3): a state is saved 200 ms after typing stops, 20 at most;
 * Ctrl/Cmd+Z undoes, Ctrl/Cmd+Y or Shift+Ctrl/Cmd+Z redoes.
 */
export function usePhoneHistory(initial: PhoneState, current: MutableRefObject<PhoneState>, restore: (s: PhoneState) => void) {
  const undo = useRef<PhoneState[]>([initial]);
  const redo = useRef<PhoneState[]>([]);
  const saveTimer = useRef<number | undefined>(undefined);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;

  const save = useCallback((s: PhoneState) => {
    const top = undo.current[undo.current.length - 1];
    if (top && top.display === s.display && top.country === s.country) return;
    undo.current.push(s);
    if (undo.current.length > UNDO_HISTORY) undo.current.shift();
    redo.current = [];
  }, []);

  useEffect(() => () => window.clearTimeout(saveTimer.current), []);

  return useMemo(
    () => ({
      /** Saves this state once typing has stopped. */
      schedule(next: PhoneState) {
        window.clearTimeout(saveTimer.current);
        saveTimer.current = window.setTimeout(() => save(next), SAVE_DEBOUNCE_MS);
      },
      onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
        if (!(e.ctrlKey || e.metaKey)) return;
        const key = e.key.toLowerCase();
        if (key === 'z' && !e.shiftKey) {
          e.preventDefault();
          window.clearTimeout(saveTimer.current);
          save(current.current);
          const top = undo.current.length > 1 ? undo.current.pop() : undefined;
          if (top) {
            redo.current.push(top);
            restoreRef.current(undo.current[undo.current.length - 1]);
          }
        } else if (key === 'y' || (key === 'z' && e.shiftKey)) {
          e.preventDefault();
          const s = redo.current.pop();
          if (s) {
            undo.current.push(s);
            restoreRef.current(s);
          }
        }
      },
    }),
    [current, save],
  );
}
