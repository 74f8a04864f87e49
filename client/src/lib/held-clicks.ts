/**
 * Clicks on buttons of a server-rendered page made before it hydrated: the page's inline script
 * (src/web/html-shell.service.ts) holds them in window.__heldClicks, and they are replayed here.
 */
declare global {
  interface Window {
    __heldClicks?: Element[];
  }
}

/** How long a held click may wait for its part of the page (a lazily loaded section) to hydrate. */
const WAIT_MS = 3000;

/**
 * Whether React has attached its handlers to an element. Parts of the page in a lazily loaded section
 * (the footer) hydrate after the rest, once their code arrives; React marks each element it has
 * hydrated with its props under a `__reactProps$…` key.
 */
const handled = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));

/** Clicks the held buttons again, in order, each once React handles it (or after WAIT_MS). */
export function replayHeldClicks(): void {
  // Emptied in place: the inline script keeps a reference to the same array.
  const held = (window.__heldClicks ?? []).splice(0);
  const started = Date.now();
  const next = (i: number): void => {
    const el = held[i];
    if (!el) return;
    if (!el.isConnected) return next(i + 1);
    if (!handled(el) && Date.now() - started < WAIT_MS) {
      setTimeout(() => next(i), 50);
      return;
    }
    (el as HTMLElement).click();
    next(i + 1);
  };
  next(0);
}
