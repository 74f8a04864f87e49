import { keepTickObjectShape } from './tick-object-shape';

describe('keepTickObjectShape', () => {
  it("holds one of Node's nextTick entries, with the shape every entry has", () => {
    const entry = keepTickObjectShape() as Record<string | symbol, unknown> | null;
    expect(entry).not.toBeNull();
    // { [async_id_symbol], [trigger_async_id_symbol], callback, args }: the class it keeps alive (an
    // enabled AsyncLocalStorage adds a symbol of its own to every entry: other suites in this worker).
    const symbols = Object.getOwnPropertySymbols(entry!).map((sym) => sym.description);
    expect(symbols.slice(0, 2)).toEqual(['async_id_symbol', 'trigger_async_id_symbol']);
    expect(Object.keys(entry!)).toEqual(['callback', 'args']);
    expect(typeof entry!.callback).toBe('function');
  });

  it('keeps the same entry across calls and ticks', async () => {
    const first = keepTickObjectShape();
    expect(keepTickObjectShape()).toBe(first);
    await new Promise((r) => process.nextTick(r));
    expect(keepTickObjectShape()).toBe(first);
  });
});
