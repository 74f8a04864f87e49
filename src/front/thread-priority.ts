import { readdirSync } from 'node:fs';
import * as os from 'node:os';

/**
 * Per-thread CPU priority (Linux keeps a nice value per thread, and `setpriority` on a thread id sets
 * only that thread's; threads inherit their creator's). Used to let the front thread win a shared core
 * over the app's own threads (AppConfig.appThreadsNice).
 */

/** This process's thread ids, from /proc (Linux); none elsewhere, where the priorities are left alone. */
export function threadIds(): number[] {
  if (process.platform !== 'linux') return [];
  try {
    // Read once at start, before the front thread exists (never on a request path).
    return readdirSync('/proc/self/task').map(Number).filter(Number.isInteger);
  } catch {
    return [];
  }
}

/**
 * Lowers each thread's priority by `by` (nice, capped at 19). A thread that has ended, or a sandbox
 * that forbids it, is skipped: those threads keep sharing the core evenly.
 */
export function lowerPriority(tids: readonly number[], by: number): void {
  for (const tid of tids) {
    try {
      os.setPriority(tid, Math.min(19, os.getPriority(tid) + by));
    } catch {
      // Gone, or not permitted.
    }
  }
}
