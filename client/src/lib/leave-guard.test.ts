import { attemptLeave, hasUnsavedChanges, holdNavigation, setLeavePrompt } from './leave-guard';

describe('leave guard', () => {
  it('lets a navigation through at once when no screen holds changes', () => {
    const asked = jest.fn();
    const release = setLeavePrompt(asked);
    const go = jest.fn();
    const releaseHold = holdNavigation({ hasChanges: () => false });
    attemptLeave(go);
    expect(go).toHaveBeenCalledTimes(1);
    expect(asked).not.toHaveBeenCalled();
    releaseHold();
    release();
  });

  it('asks first while a screen has changes: staying keeps them, leaving discards the draft and goes', () => {
    let answer: { leave(): void; stay(): void } | null = null;
    const release = setLeavePrompt((leave, stay) => (answer = { leave, stay }));
    const discard = jest.fn();
    const releaseHold = holdNavigation({ hasChanges: () => true, discard });
    const go = jest.fn();
    const stayed = jest.fn();
    expect(hasUnsavedChanges()).toBe(true);

    attemptLeave(go, stayed);
    expect(go).not.toHaveBeenCalled();
    answer!.stay();
    expect(stayed).toHaveBeenCalledTimes(1);
    expect(discard).not.toHaveBeenCalled();

    attemptLeave(go);
    answer!.leave();
    expect(discard).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledTimes(1);
    releaseHold();
    expect(hasUnsavedChanges()).toBe(false);
    release();
  });

  it('without a prompt (a public page), nothing is held', () => {
    const releaseHold = holdNavigation({ hasChanges: () => true });
    const go = jest.fn();
    attemptLeave(go);
    expect(go).toHaveBeenCalledTimes(1);
    releaseHold();
  });
});
