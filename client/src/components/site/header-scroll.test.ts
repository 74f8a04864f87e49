import { initialHeaderScroll, onScrollMoved, onScrollStopped, SCROLL_STOP_MS } from './header-scroll';

describe('header scroll behaviour (spec 4: docked under 1, hide on scroll down, show on scroll up)', () => {
  it('uses the 66 ms scroll-stop timeout of spec 9', () => {
    expect(SCROLL_STOP_MS).toBe(66);
  });
  it('undocks as soon as the page moves and docks again at the top', () => {
    expect(onScrollMoved(initialHeaderScroll, 0.5).docked).toBe(true);
    expect(onScrollMoved(initialHeaderScroll, 1).docked).toBe(false);
  });
  it('hides after scrolling down past the header and shows after scrolling up', () => {
    const down = onScrollStopped(initialHeaderScroll, 600, 80);
    expect(down).toEqual({ docked: false, hidden: true, lastY: 600 });
    const up = onScrollStopped(down, 400, 80);
    expect(up.hidden).toBe(false);
    expect(onScrollStopped(initialHeaderScroll, 50, 80).hidden).toBe(false);
    expect(onScrollStopped(down, 0, 80)).toEqual({ docked: true, hidden: false, lastY: 0 });
  });
  it('stays hidden when the page only settles up by a few pixels (the header shrinking as it undocks), but shows for a real scroll up', () => {
    const down = onScrollStopped(initialHeaderScroll, 1400, 80);
    const settled = onScrollStopped(down, 1388, 80);
    expect(settled).toEqual({ docked: false, hidden: true, lastY: 1400 });
    // Small moves up add up against where the visitor stopped.
    expect(onScrollStopped(settled, 1370, 80).hidden).toBe(false);
    expect(onScrollStopped(down, 1100, 80).hidden).toBe(false);
  });
});
