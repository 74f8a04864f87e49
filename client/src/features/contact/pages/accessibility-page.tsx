import { ACCESSIBILITY_MESSAGES, CONTACT_SENT_QUERY, FORM_STARTED_FIELD, validateAccessibilityReport } from '@contract/forms';
import { FormEvent, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { usePageHead } from '../../../components/site/page-head';
import { initialDataFor } from '../../../lib/ssr-context';
import { contactSaga } from '../saga';
import { contactActions, contactSlice, selectBarrierReport } from '../slice';

contactSlice.injectInto(rootReducer);
injectSaga('contact', contactSaga);

const FIELDS = ['email', 'description'] as const;
const fieldId = (f: string) => `barrier-${f}`;

/** /accessibility: the accessibility statement (standard, known limitations) and a form to report a barrier. */
export function AccessibilityPage() {
  usePageHead({ title: 'Accessibility Statement', description: 'How this site meets WCAG 2.2 AA, its known limitations, and how to report a barrier.' });
  const { search } = useLocation();
  const report = useAppSelector(selectBarrierReport);
  const sentWithoutScript = search.replace(/^\?/, '').split('&').includes(CONTACT_SENT_QUERY);
  const done = report.status === 'succeeded' || sentWithoutScript;

  return (
    <div className="container py-5">
      <div className="row justify-content-center">
        <div className="col-lg-9">
          <h1 className="mb-4">Accessibility Statement</h1>
          <p className="lead">
            We want every grower, retailer and partner to be able to use this website, whatever device, browser or assistive technology they use, and on slow connections.
          </p>

          <h2 className="h4 mt-4">The standard we follow</h2>
          <p>
            This site aims to conform to the <a href="https://www.w3.org/TR/WCAG22/">Web Content Accessibility Guidelines (WCAG) 2.2</a> at level AA. Pages are built with semantic
            HTML, can be used with a keyboard alone, have visible focus, text alternatives for images and sufficient colour contrast. Public pages are rendered on the server, so their
            content, links and forms (contact, Find a Rep, the product selector, change notices and this page&apos;s report form) work before, or without, JavaScript. We check pages
            with automated tools (axe) in every release and by hand with a keyboard and a screen reader.
          </p>

          <h2 className="h4 mt-4">Known limitations</h2>
          <ul>
            <li>
              Some older product labels and safety data sheets (PDF documents) are scanned images and are not fully accessible. Ask us and we will send the content in another format.
            </li>
            <li>The results map of Find a Rep is a visual aid: every location it shows is also listed in text with its address, phone and directions link.</li>
            <li>Podcast episodes and some videos have no transcript or captions yet.</li>
            <li>Without JavaScript, the contact form&apos;s state or province list is empty and the phone field has no country picker: type them in the message instead.</li>
          </ul>

          <h2 className="h4 mt-4" id="report-title">
            Report a barrier
          </h2>
          <p>
            If something on this site stops you from finding information or completing a task, tell us with the form below. It goes straight to the team that answers our forms, and we
            reply by email within five business days.
          </p>
          {done ? (
            <p className="alert alert-success" role="status">
              {report.message ?? ACCESSIBILITY_MESSAGES.thankYou}
            </p>
          ) : (
            <BarrierReportForm />
          )}
        </div>
      </div>
    </div>
  );
}

function BarrierReportForm() {
  const dispatch = useAppDispatch();
  const report = useAppSelector(selectBarrierReport);
  const { pathname } = useLocation();
  // The server's render (the form posts without script): after a refused post, what was sent and its messages.
  const [served] = useState(() => initialDataFor(pathname, 'public-form')?.form ?? null);
  const [localErrors, setLocalErrors] = useState<Record<string, string> | null>(null);
  const [autoFocusField] = useState(() => FIELDS.find((f) => served?.errors?.[f]));
  const renderedAt = useRef(Date.now());
  const errors: Record<string, string> = localErrors ?? (report.status === 'failed' ? report.errors : (served?.errors ?? {}));
  const formError = localErrors ? null : report.status === 'failed' && !Object.keys(report.errors).length ? report.message : (served?.errors?.form ?? null);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (report.status === 'loading') return;
    const data = new FormData(e.currentTarget);
    const text = (k: string) => String(data.get(k) ?? '').trim();
    const found = validateAccessibilityReport({ email: text('email'), description: text('description') });
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      setLocalErrors(found);
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setLocalErrors(null);
    dispatch(
      contactActions.barrierReportRequested({
        name: text('name'),
        email: text('email'),
        page: text('page'),
        description: text('description'),
        website: String(data.get('website') ?? ''),
        elapsedMs: Date.now() - renderedAt.current,
      }),
    );
  };

  const invalid = (f: string) => (errors[f] ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(f)}-error`, autoFocus: autoFocusField === f || undefined } : {});
  const feedback = (f: string) =>
    errors[f] ? (
      <div id={`${fieldId(f)}-error`} className="invalid-feedback d-block">
        {errors[f]}
      </div>
    ) : null;
  const value = (k: string) => served?.values?.[k] ?? '';

  return (
    // Uncontrolled fields, read when sent: what was typed before the script arrived is what is sent. Without script it posts itself.
    <form noValidate onSubmit={submit} method="post" action={pathname} aria-labelledby="report-title">
      {served ? <input type="hidden" name={FORM_STARTED_FIELD} value={served.startedAt} /> : null}
      {formError ? (
        <p className="alert alert-warning" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="mb-3">
        <label htmlFor={fieldId('name')} className="form-label">
          Name (optional)
        </label>
        <input id={fieldId('name')} name="name" className="form-control" autoComplete="name" maxLength={200} defaultValue={value('name')} />
      </div>
      <div className="mb-3">
        <label htmlFor={fieldId('email')} className="form-label">
          Email
        </label>
        <input
          id={fieldId('email')}
          name="email"
          type="email"
          className={`form-control${errors.email ? ' is-invalid' : ''}`}
          autoComplete="email"
          required
          defaultValue={value('email')}
          {...invalid('email')}
        />
        {feedback('email')}
      </div>
      <div className="mb-3">
        <label htmlFor={fieldId('page')} className="form-label">
          Page or feature (optional)
        </label>
        <input id={fieldId('page')} name="page" className="form-control" maxLength={500} placeholder="e.g. Find a Rep" defaultValue={value('page')} />
      </div>
      <div className="mb-3">
        <label htmlFor={fieldId('description')} className="form-label">
          What stopped you?
        </label>
        <textarea
          id={fieldId('description')}
          name="description"
          className={`form-control${errors.description ? ' is-invalid' : ''}`}
          rows={5}
          maxLength={5000}
          required
          defaultValue={value('description')}
          {...invalid('description')}
        />
        {feedback('description')}
      </div>
      {/* Honeypot: hidden from people and assistive tech; bots fill it. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor="barrier-website">Website</label>
        <input id="barrier-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className="btn btn-brand" disabled={report.status === 'loading'} aria-busy={report.status === 'loading'}>
        {report.status === 'loading' ? 'Sending...' : 'Send report'}
      </button>
    </form>
  );
}
