import type { Locale } from '@contract/i18n/locale';
import messages, { french as frenchMessages } from '@contract/i18n/messages/site.en.json?notify';
import { LABEL_NOTICE_PATHS } from '@contract/label-notices';
import { FormEvent, useEffect, useId, useRef, useState } from 'react';

import { loadFormMessages } from '../../lib/form-messages';
import { registerMessages, useLocale, useT } from '../../lib/i18n';

import './notify-form.css';

// The form's part of the catalog, with its code (on the page, or loaded when the form comes near): English in the
// chunk, French loaded on French pages.
registerMessages(messages, frenchMessages);

export interface NotifyTarget {
  kind: 'product' | 'document';
  /** Product name or document GUID. */
  key: string;
  label: string;
  checked?: boolean;
}

export interface NotifyFormProps {
  targets: NotifyTarget[];
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  message: string | null;
  errors: Record<string, string>;
  /** `locale`: the page's language, which the confirmation and every change notice are written in. */
  onSubmit: (v: { email: string; products: string[]; documents: string[]; locale: Locale }) => void;
}

/**
 * "Notify me of changes": an email address and the products or documents to follow. The server
 * sends a confirmation link first (double opt-in) and answers the same whether or not the address is known.
 */
export function NotifyForm({ targets, status, message, errors, onSubmit }: NotifyFormProps) {
  const id = useId();
  const t = useT();
  const locale = useLocale();
  const [localError, setLocalError] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // An address the server refused takes focus, like one refused here.
  useEffect(() => {
    if (errors.email) formRef.current?.querySelector<HTMLElement>('input[name="email"]')?.focus();
  }, [errors.email]);
  // The fields are read from the form when it is sent (uncontrolled): what a visitor typed or ticked before the
  // form's code arrived (it loads when the form comes near, DeferredNotifyForm) is what is sent.
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const products = data.getAll('products').map(String);
    const documents = data.getAll('documents').map(String);
    const badEmail = !/^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/.test(email);
    const noTarget = !products.length && !documents.length;
    if (badEmail || noTarget) {
      const form = e.currentTarget;
      // The forms' catalog holds these messages (the server answers with the same); it loads with the first one.
      void loadFormMessages(locale).then((m) => {
        setLocalError({ ...(badEmail ? { email: m.notify.emailInvalid } : {}), ...(noTarget ? { targets: m.notify.chooseTarget } : {}) });
        // The first field in error takes focus.
        form.querySelector<HTMLElement>(badEmail ? 'input[name="email"]' : 'input[type="checkbox"]')?.focus();
      });
      return;
    }
    setLocalError({});
    onSubmit({ email, products, documents, locale });
  };
  const err = { ...errors, ...localError };
  return (
    <section className="notify-box" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="notify-box__title">
        {t('notify.title')}
      </h2>
      <p className="notify-box__lead">{t('notify.lead')}</p>
      {status === 'succeeded' && message ? (
        <p role="status" className="notify-box__done">
          {message}
        </p>
      ) : (
        // Without script the form posts itself (the server answers with a page); with script it sends JSON.
        <form ref={formRef} onSubmit={submit} noValidate method="post" action={LABEL_NOTICE_PATHS.subscribe}>
          {locale !== 'en' ? <input type="hidden" name="locale" value={locale} /> : null}
          <div className="mb-3">
            <label htmlFor={`${id}-email`} className="form-label fw-semibold">
              {t('notify.email')}
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              className={`form-control${err.email ? ' is-invalid' : ''}`}
              aria-invalid={!!err.email}
              aria-describedby={err.email ? `${id}-email-error` : undefined}
            />
            {err.email ? (
              <div id={`${id}-email-error`} className="invalid-feedback">
                {err.email}
              </div>
            ) : null}
          </div>
          <fieldset className="mb-3" aria-describedby={err.targets ? `${id}-targets-error` : undefined}>
            <legend className="form-label fw-semibold fs-6">{t('notify.follow')}</legend>
            <div className="notify-box__targets">
              {targets.map((t, i) => {
                const k = `${t.kind}:${t.key}`;
                return (
                  <div className="form-check" key={k}>
                    <input
                      className="form-check-input"
                      type="checkbox"
                      id={`${id}-target-${i}`}
                      name={t.kind === 'product' ? 'products' : 'documents'}
                      value={t.key}
                      defaultChecked={t.checked}
                    />
                    <label className="form-check-label" htmlFor={`${id}-target-${i}`}>
                      {t.label}
                    </label>
                  </div>
                );
              })}
            </div>
            {err.targets ? (
              <div id={`${id}-targets-error`} className="invalid-feedback d-block">
                {err.targets}
              </div>
            ) : null}
          </fieldset>
          {status === 'failed' && message && !Object.keys(errors).length ? (
            <p role="alert" className="text-danger">
              {message}
            </p>
          ) : null}
          <button type="submit" className="btn btn-success" disabled={status === 'loading'}>
            {status === 'loading' ? t('notify.sending') : t('notify.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
