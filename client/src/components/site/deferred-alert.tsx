import { ComponentProps, lazy, Suspense } from 'react';

const Alert = lazy(() => import(/* webpackChunkName: "alert" */ 'react-bootstrap/Alert'));

/**
 * react-bootstrap's Alert for a page where a message is the exception (a search form's validation, a failed
 * search): its code (the Fade transition, the close button, ~4 KB gzip) loads with the first message, not with
 * the page. On the server it renders in full (the static renderer waits for it).
 */
export function DeferredAlert(props: ComponentProps<typeof Alert>) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
