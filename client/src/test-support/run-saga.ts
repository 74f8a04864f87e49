import type { Action, Reducer } from '@reduxjs/toolkit';
import { runSaga, type Saga, stdChannel } from 'redux-saga';

/**
 * Runs a feature's saga with its reducer, dispatches one action, and returns what the saga put and the state once
 * its work has settled (the stubbed API answers at once).
 */
export async function dispatchThroughSaga<S>(saga: Saga, reducer: Reducer<S>, initial: S, action: Action) {
  const channel = stdChannel();
  const put: Action[] = [];
  let state = initial;
  const dispatch = (next: Action) => {
    state = reducer(state, next);
    channel.put(next);
  };
  const task = runSaga(
    {
      channel,
      dispatch: (next: Action) => {
        put.push(next);
        dispatch(next);
      },
      getState: () => state,
    },
    saga,
  );
  dispatch(action);
  await new Promise((r) => setTimeout(r, 10));
  task.cancel();
  return { put, state };
}
