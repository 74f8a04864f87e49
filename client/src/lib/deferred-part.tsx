import { ComponentType, lazy, memo, Suspense, useEffect } from 'react';

import { WhenNear } from './when-near';

/**
 * A server-rendered part below a page's first screen (a sign-up form) whose code loads when its
 * server HTML (`selector`) comes within a screen of the viewport, not with the page: until then its boundary
 * keeps the server's HTML, whose links work as plain links.
 *
 * An update reaching the boundary before its code has arrived would make React drop that HTML and show the
 * empty fallback (a layout shift), so the part re-renders only when its props change by value (compared as
 * JSON: functions are not compared, so pass stable ones).
 *
 * A form in the part submitted before its code has run (a quick click) is held, not posted the no-script way:
 * it is submitted again, with the same button, once the part is live, so the page's own handler takes it.
 */
export function deferredPart<P extends object>(selector: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let live = false;
  const held: Array<() => void> = [];
  if (typeof document !== 'undefined')
    document.addEventListener(
      'submit',
      (e) => {
        const form = e.target as HTMLFormElement;
        if (live || !form.closest(selector)) return;
        e.preventDefault();
        const button = e.submitter;
        held.push(() => form.requestSubmit(button?.isConnected ? button : null));
      },
      true,
    );
  const Part = lazy(async () => {
    const Component = await load();
    function LivePart(props: P) {
      useEffect(() => {
        live = true;
        held.splice(0).forEach((submit) => submit());
      }, []);
      return <Component {...props} />;
    }
    return { default: LivePart };
  });
  return memo(
    (props: P) => (
      <Suspense fallback={null}>
        <WhenNear selector={selector}>
          <Part {...props} />
        </WhenNear>
      </Suspense>
    ),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
}
