import { ReactNode, use } from 'react';

type Tracked = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

const waiting = new Map<string, Tracked>();
const releases: Array<() => void> = [];
let released = false;

/**
 * For a part of a server-rendered page whose code is only needed once it is seen (the footer): resolves
 * when its server HTML (`selector`) comes within a screen of the viewport, at once when there is none (a
 * page rendered in the browser), and for every part at the first client-side navigation (releaseDeferred).
 * The promise carries its outcome, so React's `use` reads a resolved one synchronously.
 */
export function whenNear(selector: string): Promise<void> {
  let p = waiting.get(selector);
  if (p) return p;
  let resolve: () => void = () => undefined;
  const tracked: Tracked = new Promise<void>((r) => (resolve = r));
  const done = () => {
    tracked.status = 'fulfilled';
    resolve();
  };
  p = tracked;
  waiting.set(selector, p);
  const el = typeof document === 'undefined' ? null : document.querySelector(selector);
  if (released || !el || typeof IntersectionObserver === 'undefined') done();
  else {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        done();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(el);
    releases.push(() => {
      observer.disconnect();
      done();
    });
  }
  return p;
}

/** Everything waiting is wanted now: the page is left for another, or rendered afresh in the browser. */
export function releaseDeferred(): void {
  released = true;
  releases.splice(0).forEach((release) => release());
}

/**
 * Renders its children once `selector`'s server HTML comes near the viewport; suspends until then, so the
 * Suspense boundary around it keeps the server's HTML meanwhile (the footer; deferred parts). Not on the server.
 */
export function WhenNear(props: { selector: string; children: ReactNode }): ReactNode {
  if (typeof window !== 'undefined') use(whenNear(props.selector));
  return props.children;
}
