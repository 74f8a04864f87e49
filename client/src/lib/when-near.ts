import type { ReactNode } from 'react';

import { readLoaded, track, Tracked } from './read-loaded';

const waiting = new Map<string, Tracked<void>>();
const releases: Array<() => void> = [];
let released = false;

/**
 * For a part of a server-rendered page whose code is only needed once it is seen (the footer): resolves
 * when its server HTML (`selector`) comes within a screen of the viewport, at once when there is none (a
 * page rendered in the browser), and for every part at the first client-side navigation (releaseDeferred).
 * The promise carries its outcome, so a render reads a resolved one synchronously.
 */
export function whenNear(selector: string): Tracked<void> {
  let p = waiting.get(selector);
  if (p) return p;
  let resolve: () => void = () => undefined;
  const tracked = track(new Promise<void>((r) => (resolve = r)));
  // Settled at once: a render reads it in the same tick (a promise's own callbacks would wait for the next).
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
  if (typeof window !== 'undefined') readLoaded(whenNear(props.selector));
  return props.children;
}
