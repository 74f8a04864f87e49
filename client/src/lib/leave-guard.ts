/**
 * Holds in-app navigation while a screen has unsaved changes. The browser history (app/router) asks
 * `attemptLeave` before each push, replace or back/forward; a screen with changes registers a hold, and
 * one prompt (the admin layout's "Leave without saving?") decides. Public pages never register one.
 */

type Prompt = (leave: () => void, stay: () => void) => void;

interface Hold {
  hasChanges(): boolean;
  /** Called when the person chose to leave: the changes are given up (e.g. the local draft removed). */
  discard?(): void;
}

const holds = new Set<Hold>();
let prompt: Prompt | null = null;
let passing = false;

/** Registers a screen's "has unsaved changes" check while it is mounted; returns the release. */
export function holdNavigation(hold: Hold): () => void {
  holds.add(hold);
  return () => void holds.delete(hold);
}

/** The one prompt that asks whether to leave; returns its release. */
export function setLeavePrompt(ask: Prompt): () => void {
  prompt = ask;
  return () => {
    if (prompt === ask) prompt = null;
  };
}

/** Whether a registered screen has changes a navigation would lose. */
export function hasUnsavedChanges(): boolean {
  return [...holds].some((h) => h.hasChanges());
}

/**
 * Runs `navigate` at once when nothing would be lost, else after the person chose to leave; `stay`
 * runs when they chose to stay. The navigation that follows a "leave" is not asked about again.
 */
export function attemptLeave(navigate: () => void, stay: () => void = () => undefined): void {
  if (passing || !prompt || !hasUnsavedChanges()) {
    navigate();
    return;
  }
  prompt(() => {
    for (const h of holds) if (h.hasChanges()) h.discard?.();
    passing = true;
    try {
      navigate();
    } finally {
      passing = false;
    }
  }, stay);
}
