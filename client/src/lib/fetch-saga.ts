import type { ApiEnvelope } from '@contract/envelope';
import type { Action } from '@reduxjs/toolkit';
import { CANCEL, type Task } from 'redux-saga';
import { call, cancel, fork, put, take } from 'redux-saga/effects';

import { responseStatus, withAbortSignal } from './api-client';
import { pageMessage } from './i18n';

/** Where a screen's load or save stands. */
export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** What a failed call tells a screen: the message to show, field messages, and the HTTP status (0: no answer). */
export interface FetchFailure {
  message: string;
  errors?: Record<string, string>;
  status?: number;
}

/** The events a fetch ends with: `succeeded` with the answer's data (and message), `failed` with what went wrong. */
export interface FetchEvents<T> {
  succeeded?: ((data: T, message: string | undefined) => Action) | (() => Action);
  failed?: (failure: FetchFailure) => Action;
}

/**
 * Starts an API call so that cancelling the saga that waits for it aborts its request: redux-saga calls a
 * promise's CANCEL function when the task waiting on it is cancelled.
 */
function abortable<T, A extends unknown[]>(fn: (...args: A) => Promise<ApiEnvelope<T>>, args: A): Promise<ApiEnvelope<T>> {
  const controller = new AbortController();
  const promise = withAbortSignal(controller.signal, () => fn(...args));
  (promise as Promise<ApiEnvelope<T>> & { [CANCEL]?: () => void })[CANCEL] = () => controller.abort();
  return promise;
}

/**
 * The sagas' one fetch subroutine: calls an API function (a feature's api.ts, through the one API client, which
 * also does the 401/403 routing), then puts `succeeded(data)` or `failed({ message, errors, status })` so the
 * slice sets its status and message. Returns the answer for a saga that goes on. Cancelled with the saga that
 * runs it (a newer request under takeLatest, or the screen left: takeLatestUntil), which aborts the request.
 *
 *   const env = yield* fetchWith({ succeeded: A.listLoaded, failed: A.listFailed }, usersApi.getAll);
 */
export function* fetchWith<T, A extends unknown[]>(
  events: FetchEvents<NoInfer<T>>,
  fn: (...args: A) => Promise<ApiEnvelope<T>>,
  ...args: A
): Generator<unknown, ApiEnvelope<T>, unknown> {
  let env: ApiEnvelope<T>;
  try {
    env = (yield call(abortable<T, A>, fn, args)) as ApiEnvelope<T>;
  } catch (error) {
    // A bug in the call, not an answer: reported, and the screen shows a failure instead of stopping its saga.
    console.error(error);
    env = { success: false, message: (yield call(pageMessage, 'api.unreachable')) as string };
  }
  if (env.success) {
    const succeeded = events.succeeded as ((data: T, message: string | undefined) => Action) | undefined;
    if (succeeded) yield put(succeeded(env.data, env.message));
  } else if (events.failed) {
    // An answer without a message still says that something went wrong, in the page's language.
    const message = env.message || ((yield call(pageMessage, 'api.requestFailed')) as string);
    yield put(events.failed({ message, errors: env.errors, status: responseStatus(env) }));
  }
  return env;
}

/** fetchWith as an effect, for loads that run side by side: `yield all([fetching(…), fetching(…)])`. */
export const fetching = <T, A extends unknown[]>(events: FetchEvents<NoInfer<T>>, fn: (...args: A) => Promise<ApiEnvelope<T>>, ...args: A) =>
  call(fetchWith as (...a: unknown[]) => Generator<unknown, ApiEnvelope<T>, unknown>, events, fn, ...args);

/** An action creator (RTK) or anything else with the type it makes. */
type Pattern = { type: string };

/**
 * takeLatest for a screen's reads: a newer `requested` cancels the worker still running, and so does `left`
 * (the screen's page unmounted), so an answer for a screen no longer shown never lands and its request stops.
 */
export function takeLatestUntil<P extends Action>(requested: Pattern | Pattern[], left: Pattern, worker: (action: P) => Generator) {
  const types = (Array.isArray(requested) ? requested : [requested]).map((r) => r.type);
  return fork(function* watch(): Generator {
    let running: Task | null = null;
    for (;;) {
      const action = (yield take([...types, left.type])) as P;
      if (running?.isRunning()) yield cancel(running);
      running = action.type === left.type ? null : ((yield fork(worker, action)) as Task);
    }
  });
}

/** takeEvery for reads that run side by side (several pickers, two versions): leaving the screen (`left`) cancels them all. */
export function takeEveryUntil<P extends Action>(requested: Pattern, left: Pattern, worker: (action: P) => Generator) {
  return fork(function* watch(): Generator {
    const running = new Set<Task>();
    for (;;) {
      const action = (yield take([requested.type, left.type])) as P;
      for (const task of running) if (!task.isRunning()) running.delete(task);
      if (action.type === left.type) {
        yield cancel([...running]);
        running.clear();
      } else running.add((yield fork(worker, action)) as Task);
    }
  });
}
