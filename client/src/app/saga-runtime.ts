// Loaded right after the entry (see store.ts): redux-saga and the sagas every page runs stay out of the
// entry bundle, which only has to paint the page.
export { rootSaga } from './root-saga';
export { default as createSagaMiddleware } from 'redux-saga';
