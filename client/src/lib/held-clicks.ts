/**
 * Clicks on buttons and links of a server-rendered page made while its entry script was loading: the
 * page's inline script (src/web/html-shell.service.ts) holds them in window.__heldClicks until React
 * handles events, and they are replayed here once the page has hydrated.
 */
declare global {
  interface Window {
    __heldClicks?: Element[];
  }
}

/** How long a held button may wait for its part of the page (a lazily loaded section) to hydrate. */
const BUTTON_WAIT_MS = 3000;

/**
 * Whether React has attached its handlers to an element. Parts of the page in a lazily loaded section
 * (the footer) hydrate after the rest, once their code arrives; React marks each element it has
 * hydrated with its props under a `__reactProps$…` key.
 */
const handled = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));

/**
 * Replays the held clicks, in order: a same-site link through the router (it works whether or not its
 * section has hydrated yet), another link by loading it, a button by clicking it again once React
 * handles it.
 */
export function replayHeldClicks(navigate: (to: string) => void): void {
  const held = window.__heldClicks ?? [];
  window.__heldClicks = [];
  const started = Date.now();
  const next = (i: number): void => {
    const el = held[i];
    if (!el) return;
    if (!el.isConnected) return next(i + 1);
    if (el instanceof HTMLAnchorElement) {
      if (el.origin === window.location.origin) navigate(el.pathname + el.search + el.hash);
      else window.location.assign(el.href);
      return next(i + 1);
    }
    if (!handled(el) && Date.now() - started < BUTTON_WAIT_MS) {
      setTimeout(() => next(i), 50);
      return;
    }
    (el as HTMLElement).click();
    next(i + 1);
  };
  next(0);
}
