import { useEffect, useState } from 'react';

/** Spec 9: the header decides to hide or show 66 ms after scrolling stops. */
export const SCROLL_STOP_MS = 66;

export interface HeaderScrollState {
  /** Scroll position under 1: the header sits docked at the top of the page. */
  docked: boolean;
  hidden: boolean;
  lastY: number;
}

export const initialHeaderScroll: HeaderScrollState = { docked: true, hidden: false, lastY: 0 };

/** Docking follows every scroll event at once. */
export const onScrollMoved = (s: HeaderScrollState, y: number): HeaderScrollState => ({ ...s, docked: y < 1, hidden: y < 1 ? false : s.hidden });

/**
 * An upward move smaller than this is not the visitor scrolling up: the undocked header is 12 px
 * shorter than the docked one, and the browser's scroll anchoring moves the page up by that much.
 */
export const SCROLL_UP_MIN_PX = 24;

/** When scrolling stops: hide after scrolling down (past the header), show after scrolling up. */
export function onScrollStopped(s: HeaderScrollState, y: number, headerHeight: number): HeaderScrollState {
  let hidden = s.hidden;
  if (y < 1) hidden = false;
  else if (y > s.lastY && y > headerHeight) hidden = true;
  else if (y < s.lastY - SCROLL_UP_MIN_PX) hidden = false;
  else if (y < s.lastY) return { docked: y < 1, hidden, lastY: s.lastY };
  return { docked: y < 1, hidden, lastY: y };
}

/** Header dock/undock and hide-on-scroll-down / show-on-scroll-up. */
export function useHeaderScroll(headerHeight: () => number): HeaderScrollState {
  // Starts docked (as the server renders it); the first effect reads the real scroll position.
  const [state, setState] = useState<HeaderScrollState>(initialHeaderScroll);
  useEffect(() => {
    let timer: number | undefined;
    if (window.scrollY >= 1) setState((s) => ({ ...onScrollMoved(s, window.scrollY), lastY: window.scrollY }));
    const onScroll = () => {
      const y = window.scrollY;
      setState((s) => onScrollMoved(s, y));
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setState((s) => onScrollStopped(s, window.scrollY, headerHeight())), SCROLL_STOP_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(timer);
    };
  }, [headerHeight]);
  return state;
}
