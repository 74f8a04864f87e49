import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/site.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { createRouter } from './app/router';
import { persistor, store } from './app/store';
import { configureApiClient } from './lib/api-client';

const router = createRouter();
configureApiClient({ store, navigate: (to) => void router.navigate(to) });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>
  </StrictMode>,
);
