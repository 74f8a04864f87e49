import type { Locale } from '@contract/i18n/locale';

import { rootReducer } from '../../app/root-reducer';
import { injectSaga, store } from '../../app/store';
import { locateSaga } from './locate-saga';
import { locateActions, type LocateMessages, type LocateOutcome, locateSlice } from './locate-slice';

/**
 * "Use my location", loaded when the button is pressed (with the saga that does the asking): resolves with the
 * outcome of this request once the saga has put it in the store.
 */
export function locateMe(timeoutMs: number, messages: LocateMessages, locale: Locale): Promise<LocateOutcome> {
  locateSlice.injectInto(rootReducer);
  injectSaga('locate', locateSaga);
  store.dispatch(locateActions.locateRequested({ timeoutMs, messages, locale }));
  const seq = store.getState().locate?.seq;
  return new Promise((resolve) => {
    const check = () => {
      const state = store.getState().locate;
      if (!state || state.seq !== seq || !state.outcome) return;
      unsubscribe();
      resolve(state.outcome);
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}
