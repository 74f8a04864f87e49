import { createHook } from 'node:async_hooks';

/**
 * Keeps one of Node's own `process.nextTick` queue entries (a "TickObject") alive for the life of the
 * thread, so V8 never forgets the hidden class those entries share.
 *
 * Why (measured, issue 15): Node builds every tick entry with an object literal with computed symbol
 * keys (`{ [async_id_symbol]: …, [trigger_async_id_symbol]: …, callback, args }`). When a full GC runs
 * while no such entry is alive (an idle moment: V8's memory reducer fires a few seconds after a burst of
 * traffic), V8 drops that hidden class and its transitions; the entries made afterwards take a slow path
 * for the rest of the process's life. `process.nextTick` then cost ~3–4× as much (130 → 330–470 ns;
 * ~13% of the front thread's time against ~1.4%), and the front thread served ~24% fewer page-cache hits
 * (42k → 33k req/s) from the first idle moment on. Holding one entry keeps the class, and the fast path,
 * alive; `--no-memory-reducer` avoided it too but left RSS ~20 MB higher after the bench.
 *
 * It briefly enables an async_hooks `init` hook to catch the entry of one `nextTick` call, then disables
 * it: nothing is left running. Importing the module does it; every thread that serves requests imports
 * it first (main.ts, front.worker.ts).
 */
let kept: object | null = null;

export function keepTickObjectShape(): object | null {
  if (kept) return kept;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject' && !kept) kept = resource;
    },
  }).enable();
  try {
    process.nextTick(noop);
  } finally {
    hook.disable();
  }
  return kept;
}

function noop(): void {}

keepTickObjectShape();
