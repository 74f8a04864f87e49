import type { ApiEnvelope } from '@contract/envelope';
import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';

import { callRoute } from './api-client';
import { type FetchFailure, fetchWith, takeLatestUntil } from './fetch-saga';

const loaded = createAction<string[]>('t/loaded');
const failed = createAction<FetchFailure>('t/failed');
const requested = createAction<string>('t/requested');
const left = createAction('t/left');

/** Runs a saga against a channel; returns what it put and a way to dispatch to it. */
function run(saga: () => Generator) {
  const channel = stdChannel();
  const put: unknown[] = [];
  const task = runSaga({ channel, dispatch: (a: unknown) => put.push(a), getState: () => ({}) }, saga);
  return { put, task, dispatch: (a: { type: string }) => channel.put(a) };
}

const route = { method: 'GET', url: () => '/api/things' };
const getThings = () => (callRoute as (r: unknown) => Promise<ApiEnvelope<string[]>>)(route);

describe('fetchWith, the sagas’ one fetch subroutine', () => {
  afterEach(() => jest.restoreAllMocks());

  it('puts the answer’s data and returns the envelope', async () => {
    const env: ApiEnvelope<string[]> = { success: true, data: ['a'] };
    let result: ApiEnvelope<string[]> | undefined;
    const { put, task } = run(function* () {
      result = yield* fetchWith({ succeeded: loaded, failed }, () => Promise.resolve(env));
    });
    await task.toPromise();
    expect(put).toEqual([loaded(['a'])]);
    expect(result).toBe(env);
  });

  it('puts the server’s message, field messages and status on a failure', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ success: false, message: 'Email is required.', errors: { email: 'Required' } }), { status: 400 }));
    const { put, task } = run(function* () {
      yield* fetchWith({ succeeded: loaded, failed }, getThings);
    });
    await task.toPromise();
    expect(put).toEqual([failed({ message: 'Email is required.', errors: { email: 'Required' }, status: 400 })]);
  });

  it('a newer request, or leaving the screen, aborts the request still running and drops its answer', async () => {
    const signals: AbortSignal[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
      const signal = init!.signal!;
      signals.push(signal);
      return new Promise((resolve, reject) => {
        signal.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
        setTimeout(() => resolve(new Response(JSON.stringify({ success: true, data: ['late'] }))), 20);
      });
    });
    function* load(action: PayloadAction<string>) {
      yield* fetchWith({ succeeded: (data: string[]) => loaded([action.payload, ...data]) }, getThings);
    }
    const { put, dispatch, task } = run(function* () {
      yield takeLatestUntil(requested, left, load);
    });
    dispatch(requested('first'));
    dispatch(requested('second'));
    await new Promise((r) => setTimeout(r, 5));
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
    await new Promise((r) => setTimeout(r, 30));
    expect(put).toEqual([loaded(['second', 'late'])]);

    dispatch(requested('third'));
    await new Promise((r) => setTimeout(r, 5));
    dispatch(left());
    await new Promise((r) => setTimeout(r, 30));
    expect(signals[2].aborted).toBe(true);
    expect(put).toEqual([loaded(['second', 'late'])]);
    task.cancel();
  });
});
