import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** The controls Tab can reach inside `container`, in document order (hidden ones left out). */
function tabbable(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0 && !el.closest('[inert], [aria-hidden="true"]'));
}

/**
 * Keeps Tab inside a modal (a react-bootstrap Modal or Offcanvas: `onKeyDown={keepTabInside}`): Tab from the last
 * control goes to the first and Shift+Tab from the first (or from the dialog itself) to the last. The modal's own
 * focus guard only brings focus back after it has left the page for the browser's toolbar.
 */
export function keepTabInside(e: KeyboardEvent<HTMLElement>): void {
  if (e.key !== 'Tab') return;
  const controls = tabbable(e.currentTarget);
  if (!controls.length) return;
  const [first, last] = [controls[0], controls[controls.length - 1]];
  const at = document.activeElement;
  // Focus on the dialog itself (where a modal puts it when it opens): Shift+Tab would otherwise leave it.
  const onDialog = at === e.currentTarget || !e.currentTarget.contains(at);
  if (e.shiftKey ? at === first || onDialog : at === last) {
    e.preventDefault();
    (e.shiftKey ? last : first).focus();
  }
}
