import type { FormMessages } from '@contract/i18n/form-messages';
import type { Locale } from '@contract/i18n/locale';

import { readLoaded, track, Tracked } from './read-loaded';

const loading = new Map<Locale, Tracked<FormMessages>>();

/**
 * The forms' catalog in a language (src/contract/i18n/form-messages.ts: validation messages, options, provinces),
 * loaded when a page first needs one of its messages: both languages' (~2.7 KB gzip) stay out of the first load of
 * pages that show a form but no message yet (Find a Rep, the results, "Notify me of changes"). The promise carries its
 * value once loaded, so a render reads it synchronously.
 */
export function loadFormMessages(locale: Locale): Tracked<FormMessages> {
  let p = loading.get(locale);
  if (!p) {
    p = track(import(/* webpackChunkName: "form-messages" */ '@contract/i18n/form-messages').then((m) => m.formMessages(locale)));
    loading.set(locale, p);
  }
  return p;
}

/**
 * The forms' catalog in a language, for a render (suspends while it loads; read synchronously once it has).
 * Called on every render: a render that suspended reads it again when retried.
 */
export function useFormMessages(locale: Locale): FormMessages {
  return readLoaded(loadFormMessages(locale));
}
