import { Attributes, ComponentType, lazy, memo, PropsWithRef, Suspense, useEffect } from 'react';

import { withMessages } from './i18n';
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
 * it is submitted again, with the same button, once the part is live, so the page's own handler takes it. If the
 * code cannot be loaded, the server's HTML stays and works as the no-script form.
 */
export function deferredPart<P extends object>(selector: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let live = false;
  // At most one held submit per form (an Enter then a click send once); its button is disabled meanwhile.
  const held = new Map<HTMLFormElement, HTMLButtonElement | null>();
  const replay = () => {
    live = true;
    held.forEach((button, form) => {
      if (button) button.disabled = false;
      if (!form.isConnected) return;
      // Without requestSubmit (old Safari) the form posts the no-script way, which the server answers.
      if (typeof form.requestSubmit === 'function') form.requestSubmit(button?.isConnected ? button : null);
      else form.submit();
    });
    held.clear();
  };
  if (typeof document !== 'undefined')
    document.addEventListener(
      'submit',
      (e) => {
        const form = e.target as HTMLFormElement;
        if (live || !form.closest(selector)) return;
        e.preventDefault();
        const button = e.submitter instanceof HTMLButtonElement ? e.submitter : null;
        if (button) button.disabled = true;
        held.set(form, button);
      },
      true,
    );
  const Part = lazy(async () => {
    let Component: ComponentType<P>;
    try {
      // With its French on French pages.
      Component = await withMessages(load);
    } catch {
      // The code could not be loaded (offline, or a deploy replaced the files): the server's HTML stays as a
      // working no-script form, and what was held posts that way.
      replay();
      return new Promise<never>(() => undefined);
    }
    function LivePart(props: P) {
      useEffect(replay, []);
      return <Component {...props} />;
    }
    return { default: LivePart };
  });
  // (The casts: React 18's types cannot see that a generic P passes through a lazy component's props.)
  return memo(
    (props: P) => (
      <Suspense fallback={null}>
        <WhenNear selector={selector}>
          <Part {...(props as PropsWithRef<P> & Attributes)} />
        </WhenNear>
      </Suspense>
    ),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  ) as unknown as ComponentType<P>;
}
