import { LABEL_NOTICE_PATHS } from '@contract/label-notices';
import { FormEvent, useId, useState } from 'react';

import './notify-form.css';

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
  onSubmit: (v: { email: string; products: string[]; documents: string[] }) => void;
}

/**
 * "Notify me of changes": an email address and the products or documents to follow. The server
 * sends a confirmation link first (double opt-in) and answers the same whether or not the address is known.
 */
export function NotifyForm({ targets, status, message, errors, onSubmit }: NotifyFormProps) {
  const id = useId();
  const [localError, setLocalError] = useState<Record<string, string>>({});
  // The fields are read from the form when it is sent (uncontrolled): what a visitor typed or ticked before the
  // form's code arrived (it loads when the form comes near, DeferredNotifyForm) is what is sent.
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const products = data.getAll('products').map(String);
    const documents = data.getAll('documents').map(String);
    const local: Record<string, string> = {};
    if (!/^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/.test(email)) local.email = 'Please enter a valid email address.';
    if (!products.length && !documents.length) local.targets = 'Choose at least one product or document.';
    setLocalError(local);
    if (Object.keys(local).length) return;
    onSubmit({ email, products, documents });
  };
  const err = { ...errors, ...localError };
  return (
    <section className="notify-box" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="notify-box__title">
        Notify me of changes
      </h2>
      <p className="notify-box__lead">
        We email you when a new revision of a label or SDS you follow is published, with the date and what changed. You confirm your address first, and every email has a one-click
        unsubscribe.
      </p>
      {status === 'succeeded' && message ? (
        <p role="status" className="notify-box__done">
          {message}
        </p>
      ) : (
        // Without script the form posts itself (the server answers with a page); with script it sends JSON.
        <form onSubmit={submit} noValidate method="post" action={LABEL_NOTICE_PATHS.subscribe}>
          <div className="mb-3">
            <label htmlFor={`${id}-email`} className="form-label fw-semibold">
              Email address
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
            <legend className="form-label fw-semibold fs-6">Follow</legend>
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
            {status === 'loading' ? 'Sending...' : 'Notify me'}
          </button>
        </form>
      )}
    </section>
  );
}
