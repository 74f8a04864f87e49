import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/site.css';
import './styles/home-hero.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './app/router';
import { persistor, store } from './app/store';
import { configureApiClient } from './lib/api-client';

const router = createRouter();
configureApiClient({ store, navigate: (to) => void router.navigate(to) });

const container = document.getElementById('root')!;
// A synchronous first render (as PersistGate's lift was): its effects, e.g. the region following the
// route, run before the browser paints, so the header never paints in another region's layout first.
const render = () => {
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <StrictMode>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </StrictMode>,
    ),
  );
};

// The first render waits for the persisted state (auth, region) to be restored, as redux-persist's
// PersistGate would. When the server painted a static placeholder of the page (the home hero) in
// #root, it also waits for the route code: the first render then replaces the placeholder in one
// frame, with no blank frame in between.
const placeholder = container.firstChild !== null;
let started = false;
const unsubscribe: Array<() => void> = [];
const start = () => {
  if (started || !persistor.getState().bootstrapped || (placeholder && !router.state.initialized)) return;
  started = true;
  unsubscribe.forEach((u) => u());
  render();
};
unsubscribe.push(persistor.subscribe(start));
if (placeholder) unsubscribe.push(router.subscribe(start));
start();
