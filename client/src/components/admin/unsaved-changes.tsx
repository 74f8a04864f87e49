import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

import { holdNavigation, setLeavePrompt } from '../../lib/leave-guard';
import { formatDraftTime } from './admin-dates';
import { ConfirmDialog } from './confirm-dialog';
import { mergeDraft, savedSinceDraft } from './draft-merge';

/** What an editor's unsaved-changes hook tells its screen. */
export interface UnsavedChanges {
  /** The form differs from what was loaded or last saved. */
  dirty: boolean;
  /**
   * A local draft from an earlier visit (a reload or a crash), waiting to be restored or discarded; `merged` when the
   * item was saved again since the draft began, so that only the draft's own changes are restored.
   */
  offer: { savedAt: string; merged: boolean } | null;
  restore(): void;
  discardOffer(): void;
  /**
   * After a save: the form as it stands (or `sent`, the form the save sent, when typing went on meanwhile) counts as
   * saved, and the local draft is removed.
   */
  markSaved(sent?: unknown): void;
  /** When a save is sent from a form that closes on success: the local draft is removed (a reload still keeps it). */
  clearDraft(): void;
}

interface StoredDraft<T> {
  savedAt: string;
  value: T;
  /** The form as loaded or saved when the draft began (absent in drafts kept before it was recorded). */
  base?: T;
}

const STORAGE_PREFIX = 'admin-draft:';

function readDraft<T>(key: string): StoredDraft<T> | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_PREFIX + key);
    const parsed = raw ? (JSON.parse(raw) as StoredDraft<T>) : null;
    return parsed && typeof parsed.savedAt === 'string' && 'value' in parsed ? parsed : null;
  } catch {
    return null;
  }
}
function writeDraft(key: string, value: unknown, base: unknown): void {
  try {
    window.localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify({ savedAt: new Date().toISOString(), value, base }));
  } catch {
    // Storage full or disabled: the leave warning still protects the edits.
  }
}
function removeDraft(key: string): void {
  try {
    window.localStorage.removeItem(STORAGE_PREFIX + key);
  } catch {
    // Nothing to remove.
  }
}

/** What the hook's handlers read of the latest render. */
interface Latest {
  dirty: boolean;
  draftKey: string | null;
  value: unknown;
  /** The form as loaded or last saved: what a draft written now began from. */
  base: unknown;
  /** A restore offer is showing: nothing is written over the offered draft. */
  offered: boolean;
  checkedKey: string | null;
  discarded: boolean;
  /** The form as last handed to a save: while it stays unchanged it is not kept as a draft (the save holds it). */
  sentJson: string | null;
  /** The pending delayed draft write. */
  timer: number | undefined;
}

/**
 * A save was sent or has succeeded with the form `json`: a draft write still waiting for its delay must not bring back
 * what the save holds. Typing that went on meanwhile is kept at once; otherwise the draft goes.
 */
function settleDraft(l: Latest, json: string): void {
  window.clearTimeout(l.timer);
  l.sentJson = json;
  if (!l.draftKey) return;
  if (JSON.stringify(l.value) !== json && l.dirty && !l.offered && !l.discarded) writeDraft(l.draftKey, l.value, l.base);
  else removeDraft(l.draftKey);
}

interface Options<T> {
  /** One key per item (e.g. "content:knowledge-center:12", "user:new"); null keeps no local draft. */
  draftKey: string | null;
  /** The form as it is now (only what may be kept in the browser: never a password). */
  value: T;
  /** The form as loaded or last saved. */
  baseline: T;
  /** False while the item is still loading: nothing is compared, kept or offered yet. */
  ready?: boolean;
  /** Puts a restored draft back into the form. */
  onRestore(value: T): void;
  /** Changes outside `value` (e.g. a password typed) that also count as unsaved. */
  alsoDirty?: boolean;
}

/**
 * Protects an editor's unsaved changes: in-app navigation asks first (the leave guard), a reload or
 * closing the tab asks through the browser (beforeunload), and the form is kept in localStorage while
 * typing so that it can be offered back after a reload or a crash.
 */
export function useUnsavedChanges<T>({ draftKey, value, baseline, ready = true, onRestore, alsoDirty = false }: Options<T>): UnsavedChanges {
  const valueJson = JSON.stringify(value);
  const baseJson = JSON.stringify(baseline);
  const [savedJson, setSavedJson] = useState<string | null>(null);
  // The render in which `ready` turns true still shows the form as it was before the page filled it from the loaded item
  // (an effect of that render does): not a change yet, or a Back pressed just then would ask about losing nothing.
  const readyCommitted = useRef(false);
  useEffect(() => {
    readyCommitted.current = ready;
  }, [ready]);
  const dirty = ready && readyCommitted.current && ((valueJson !== baseJson && valueJson !== savedJson) || alsoDirty);
  const [offer, setOffer] = useState<StoredDraft<T> | null>(null);

  // The hold and the unload handler read the latest state through a ref.
  const latest = useRef<Latest>({ dirty, draftKey, value, base: baseline, offered: false, checkedKey: null, discarded: false, sentJson: null, timer: undefined });
  latest.current.dirty = dirty;
  latest.current.draftKey = draftKey;
  latest.current.value = value;
  latest.current.base = baseline;
  latest.current.offered = !!offer;

  // A draft kept from an earlier visit is offered once the item has loaded (unless it equals the item).
  useEffect(() => {
    if (!ready || !draftKey || latest.current.checkedKey === draftKey) return;
    latest.current.checkedKey = draftKey;
    latest.current.discarded = false;
    const stored = readDraft<T>(draftKey);
    if (stored && JSON.stringify(stored.value) !== baseJson) {
      latest.current.offered = true;
      setOffer(stored);
    } else if (stored) removeDraft(draftKey);
  }, [ready, draftKey, baseJson]);

  // While typing, the form is kept (shortly after the last change); back at the saved form, the draft goes.
  useEffect(() => {
    if (!ready || !draftKey || offer || latest.current.checkedKey !== draftKey || latest.current.discarded) return;
    const keep = dirty && valueJson !== latest.current.sentJson;
    const timer = window.setTimeout(() => (keep ? writeDraft(draftKey, value, latest.current.base) : removeDraft(draftKey)), 250);
    latest.current.timer = timer;
    return () => window.clearTimeout(timer);
    // valueJson stands for value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, draftKey, offer, dirty, valueJson]);

  useEffect(
    () =>
      holdNavigation({
        hasChanges: () => latest.current.dirty,
        discard: () => {
          latest.current.discarded = true;
          if (latest.current.draftKey) removeDraft(latest.current.draftKey);
        },
      }),
    [],
  );

  useEffect(() => {
    const beforeUnload = (e: BeforeUnloadEvent) => {
      if (!latest.current.dirty) return;
      // The last keystrokes are kept even if the debounce has not run yet.
      const l = latest.current;
      if (l.draftKey && !l.offered && !l.discarded) writeDraft(l.draftKey, l.value, l.base);
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, []);

  // Saved again since the draft began: only the draft's own changes come back over the newer save.
  const restore = useCallback(() => {
    if (!offer) return;
    onRestore(mergeDraft(offer.value, offer.base, latest.current.base as T));
    setOffer(null);
  }, [offer, onRestore]);
  const discardOffer = useCallback(() => {
    if (draftKey) removeDraft(draftKey);
    setOffer(null);
  }, [draftKey]);
  const markSaved = useCallback((sent?: unknown) => {
    const savedJson = JSON.stringify(sent ?? latest.current.value);
    latest.current.dirty = JSON.stringify(latest.current.value) !== savedJson;
    setSavedJson(savedJson);
    settleDraft(latest.current, savedJson);
  }, []);

  const clearDraft = useCallback(() => settleDraft(latest.current, JSON.stringify(latest.current.value)), []);

  return { dirty, offer: offer ? { savedAt: offer.savedAt, merged: savedSinceDraft(offer.base, baseline) } : null, restore, discardOffer, markSaved, clearDraft };
}

/** "Restore your unsaved changes from 2:04 PM?" with Restore and Discard, above an editor's form. */
export function DraftRestoreOffer({ unsaved }: { unsaved: UnsavedChanges }) {
  if (!unsaved.offer) return null;
  return (
    <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2">
      <span className="me-auto" role="status">
        Restore your unsaved changes from {formatDraftTime(unsaved.offer.savedAt)}?
        {unsaved.offer.merged ? ' This item was saved again since then: only the fields you changed are restored, the others keep the newer save.' : null}
      </span>
      <Button size="sm" type="button" onClick={unsaved.restore}>
        Restore
      </Button>
      <Button size="sm" variant="outline-secondary" type="button" onClick={unsaved.discardOffer}>
        Discard
      </Button>
    </Alert>
  );
}

/** The one "Leave without saving?" question of the admin, asked for any navigation that would lose changes. */
export function LeavePrompt() {
  const [pending, setPending] = useState<{ leave(): void; stay(): void } | null>(null);
  useEffect(() => setLeavePrompt((leave, stay) => setPending({ leave, stay })), []);
  const stay = () => {
    pending?.stay();
    setPending(null);
  };
  return (
    <ConfirmDialog
      show={!!pending}
      titleId="leave-prompt-title"
      title="Leave without saving?"
      confirmLabel="Leave without saving"
      cancelLabel="Stay on this page"
      onCancel={stay}
      onConfirm={() => {
        const leave = pending?.leave;
        setPending(null);
        leave?.();
      }}
    >
      You have unsaved changes. If you leave this page, they are lost.
    </ConfirmDialog>
  );
}
