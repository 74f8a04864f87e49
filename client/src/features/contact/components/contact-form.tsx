import { CONTACT_REGIONS, CONTACT_ROLES, ContactFieldErrors, FORM_STARTED_FIELD, validateContactFields } from '@contract/forms';
import { formMessages } from '@contract/i18n/form-messages';
import { CANADA_LANGUAGE_TAG, Locale } from '@contract/i18n/locale';
import { REGION_CA, REGION_INT, REGION_US, RegionId } from '@contract/regions';
import { FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import { Message, useLocale, useT } from '../../../lib/i18n';
import { runtimeConfig } from '../../../lib/runtime-config';
import { initialDataFor, useHydrated } from '../../../lib/ssr-context';
import { contactActions, selectStates, selectSubmitStatus } from '../slice';

/** States or provinces named in the page's language and sorted in its order (Québec after Nouvelle-Écosse in French). */
function namedInOrder<S extends { code: string; name: string }>(list: S[], names: Record<string, string>, locale: Locale): S[] {
  const named = list.map((s) => ({ ...s, name: names[s.code] ?? s.name }));
  return locale === 'en' ? named : named.sort((a, b) => a.name.localeCompare(b.name, CANADA_LANGUAGE_TAG[locale]));
}

/** The region the state list, labels and visibility follow: the chosen Region option, else the site region. */
export function formRegionFor(regionOption: string, siteRegion: RegionId): RegionId {
  if (regionOption === 'USA') return REGION_US;
  if (regionOption === 'Canada') return REGION_CA;
  if (regionOption) return REGION_INT;
  return siteRegion;
}

const FIELD_ORDER = ['name', 'email', 'region', 'role'] as const;
const fieldId = (f: string) => `contact-${f}`;

/** The contact form of spec 2.3 / 5: checked on send, scrolls to the first field in error. */
export function ContactForm({ siteRegion }: { siteRegion: RegionId }) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSubmitStatus);
  const t = useT();
  const locale = useLocale();
  // The forms' catalog (validation, options, provinces) in the page's language.
  const messages = formMessages(locale);
  // The server's render of this page (its form posts without script): after a refused post, what was sent and its messages.
  const { pathname } = useLocation();
  const [served] = useState(() => initialDataFor(pathname, 'public-form')?.form ?? null);
  const sent = (k: string) => served?.values?.[k] ?? '';
  const [name, setName] = useState(() => sent('name'));
  const [email, setEmail] = useState(() => sent('email'));
  const [phone, setPhone] = useState(() => sent('phone'));
  const [region, setRegion] = useState(() => sent('region'));
  const [role, setRole] = useState(() => sent('role'));
  const [state, setState] = useState(() => sent('state'));
  const [zipcode, setZipcode] = useState(() => sent('zipcode'));
  const [message, setMessage] = useState(() => sent('message'));
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<ContactFieldErrors>(() => served?.errors ?? {});
  const formError = served?.errors?.form ?? null;
  const hydrated = useHydrated();
  // The first field in error takes the focus when the page loads (a post without script answered with its messages).
  const [autoFocusField] = useState(() => FIELD_ORDER.find((f) => served?.errors?.[f]));
  const renderedAt = useRef(Date.now());

  const formRegion = formRegionFor(region, siteRegion);
  const international = formRegion === REGION_INT;
  const canada = formRegion === REGION_CA;
  // The list the server rendered the page with, until the store has its own (the same one): the form works without script.
  const states = useAppSelector(selectStates(international ? null : formRegion)) ?? (served?.states?.regionId === formRegion ? served.states.list : undefined);

  useEffect(() => {
    if (!international) dispatch(contactActions.statesRequested(formRegion));
  }, [dispatch, formRegion, international]);
  // A state of another country's list never rides along.
  const shownRegion = useRef(formRegion);
  useEffect(() => {
    if (shownRegion.current !== formRegion) setState('');
    shownRegion.current = formRegion;
  }, [formRegion]);

  const onPhone = useCallback((v: { display: string }) => setPhone(v.display), []);
  const clear = (f: keyof ContactFieldErrors) => setErrors((e) => (e[f] ? { ...e, [f]: undefined } : e));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (status === 'loading') return;
    const found = validateContactFields({ name, email, region, role }, messages.contact);
    setErrors(found);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) {
      const el = document.getElementById(fieldId(first));
      el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      el?.focus({ preventScroll: true });
      return;
    }
    dispatch(
      contactActions.submitRequested({
        name: name.trim(),
        email: email.trim(),
        phone,
        data: JSON.stringify({ region, role, state: international ? '' : state, zipcode: international ? '' : zipcode.trim(), message: message.trim() }),
        website,
        elapsedMs: Date.now() - renderedAt.current,
        locale,
      }),
    );
  };

  const invalid = (f: keyof ContactFieldErrors) =>
    errors[f] ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(f)}-error`, autoFocus: autoFocusField === f || undefined } : {};
  const feedback = (f: keyof ContactFieldErrors) =>
    errors[f] ? (
      <div id={`${fieldId(f)}-error`} className="invalid-feedback d-block">
        {errors[f]}
      </div>
    ) : null;
  const req = (
    <span className="contact-req" aria-hidden="true">
      *
    </span>
  );
  /** A required field's label row (label and asterisk), and its control's classes with the error state. */
  const requiredLabel = (f: keyof ContactFieldErrors, text: string) => (
    <div className="contact-label">
      <label htmlFor={fieldId(f)} className="form-label">
        {text}
      </label>
      {req}
    </div>
  );
  const control = (base: 'form-control' | 'form-select', f: keyof ContactFieldErrors) => `${base}${errors[f] ? ' is-invalid' : ''}`;

  return (
    // Without script the form posts itself to this page's address (the server answers with the page again or the thank-you).
    <form className="contact-form" noValidate onSubmit={onSubmit} aria-label={t('contact.form')} method="post" action={pathname}>
      {served ? <input type="hidden" name={FORM_STARTED_FIELD} value={served.startedAt} /> : null}
      {formError ? (
        <p className="alert alert-warning" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="row g-3">
        <div className="col-md-6">
          {requiredLabel('name', t('contact.name'))}
          <input
            id={fieldId('name')}
            name="name"
            className={control('form-control', 'name')}
            autoComplete="name"
            value={name}
            onChange={(e) => (setName(e.target.value), clear('name'))}
            {...invalid('name')}
          />
          {feedback('name')}
        </div>
        <div className="col-md-6">
          {requiredLabel('email', t('contact.email'))}
          <input
            id={fieldId('email')}
            name="email"
            type="email"
            className={control('form-control', 'email')}
            autoComplete="email"
            value={email}
            onChange={(e) => (setEmail(e.target.value), clear('email'))}
            {...invalid('email')}
          />
          {feedback('email')}
        </div>
        <div className="col-md-6">
          <PhoneInput id={fieldId('phone')} name="phone" label={t('contact.phone')} hint={t('contact.optional')} onChange={onPhone} />
        </div>
        <div className="col-md-6">
          {requiredLabel('region', t('contact.region'))}
          <select
            id={fieldId('region')}
            name="region"
            className={control('form-select', 'region')}
            value={region}
            onChange={(e) => (setRegion(e.target.value), clear('region'))}
            {...invalid('region')}
          >
            <option value="">{t('contact.selectRegion')}</option>
            {/* The value stays the spec's English option; its label is the page's language's. */}
            {CONTACT_REGIONS.map((r) => (
              <option key={r} value={r}>
                {messages.regions[r] ?? r}
              </option>
            ))}
          </select>
          {feedback('region')}
        </div>
        <div className="col-md-6">
          {requiredLabel('role', t('contact.role'))}
          <select
            id={fieldId('role')}
            name="role"
            className={control('form-select', 'role')}
            value={role}
            onChange={(e) => (setRole(e.target.value), clear('role'))}
            {...invalid('role')}
          >
            <option value="">{t('contact.selectRole')}</option>
            {CONTACT_ROLES.map((r) => (
              <option key={r} value={r}>
                {messages.roles[r] ?? r}
              </option>
            ))}
          </select>
          {feedback('role')}
        </div>
        {!international ? (
          <>
            <div className="col-md-6">
              <label htmlFor={fieldId('state')} className="form-label">
                {canada ? t('contact.province') : t('contact.state')}
              </label>
              <select id={fieldId('state')} name="state" className="form-select" value={state} onChange={(e) => setState(e.target.value)}>
                <option value="">{canada ? t('contact.selectProvince') : t('contact.selectState')}</option>
                {namedInOrder(states ?? [], messages.states, locale).map((s) => (
                  <option key={s.id} value={s.code}>
                    {s.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="col-md-6">
              <label htmlFor={fieldId('zipcode')} className="form-label">
                {canada ? t('contact.postal') : t('contact.zip')}
              </label>
              <input
                id={fieldId('zipcode')}
                name="zipcode"
                className="form-control"
                autoComplete="postal-code"
                value={zipcode}
                maxLength={20}
                onChange={(e) => setZipcode(e.target.value)}
              />
            </div>
          </>
        ) : null}
        <div className="col-12">
          <label htmlFor={fieldId('message')} className="form-label">
            {t('contact.message')}
            {req}
          </label>
          <textarea id={fieldId('message')} name="message" className="form-control" rows={4} maxLength={5000} value={message} onChange={(e) => setMessage(e.target.value)} />
        </div>
        {/* Honeypot: hidden from people and assistive tech; bots fill it. */}
        <div className="contact-hp" aria-hidden="true">
          <label htmlFor="contact-website">{t('contact.honeypot')}</label>
          <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
        </div>
        <div className="col-12 d-flex flex-wrap align-items-center gap-3">
          <button type="submit" className="btn btn-brand btn-lg" disabled={status === 'loading'} aria-busy={status === 'loading'}>
            {status === 'loading' ? t('contact.sending') : t('contact.send')}
          </button>
          {/* reCAPTCHA runs only with script: the form posted without it is checked without (see BotCheckService). */}
          {hydrated && runtimeConfig.recaptchaSiteKey ? (
            <small className="text-muted">
              <Message
                id="contact.recaptcha"
                values={{
                  privacy: (chunks: React.ReactNode[]) => <a href="https://policies.google.com/privacy">{chunks}</a>,
                  terms: (chunks: React.ReactNode[]) => <a href="https://policies.google.com/terms">{chunks}</a>,
                }}
              />
            </small>
          ) : null}
        </div>
      </div>
    </form>
  );
}
