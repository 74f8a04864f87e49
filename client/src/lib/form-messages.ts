import type { FormMessages } from '@contract/i18n/form-messages';
import type { Locale } from '@contract/i18n/locale';
import { use } from 'react';

type Loading = Promise<FormMessages> & { status?: 'pending' | 'fulfilled'; value?: FormMessages };
const loading = new Map<Locale, Loading>();

/**
 * The forms' catalog in a language (src/contract/i18n/form-messages.ts: validation messages, options, provinces),
 * loaded when a page first needs one of its messages: both languages' (~2.7 KB gzip) stay out of the first load of
 * pages that show a form but no message yet (Find a Rep, the results, "Notify me of changes"). The promise carries its
 * value once loaded, so `use` reads it synchronously.
 */
export function loadFormMessages(locale: Locale): Loading {
  let p = loading.get(locale);
  if (!p) {
    const started: Loading = import(/* webpackChunkName: "form-messages" */ '@contract/i18n/form-messages').then((m) => m.formMessages(locale));
    started.status = 'pending';
    void started.then((value) => Object.assign(started, { status: 'fulfilled', value }));
    loading.set(locale, started);
    p = started;
  }
  return p;
}

/**
 * The forms' catalog in a language, for a render (suspends while it loads; read synchronously once it has: `use`
 * reads a promise that carries its value). Always through `use`: a render that suspended calls it again when retried.
 */
export function useFormMessages(locale: Locale): FormMessages {
  return use(loadFormMessages(locale) as Promise<FormMessages>);
}
