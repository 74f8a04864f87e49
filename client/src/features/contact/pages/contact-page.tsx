import { CONTACT_SENT_QUERY } from '@contract/forms';
import { formMessages } from '@contract/i18n/form-messages';
import { withoutLocale } from '@contract/i18n/locale-paths';
import messages, { french as frenchMessages } from '@contract/i18n/messages/site.en.json?contact,phone';
import { REGION_HOME, REGION_INT, RegionId } from '@contract/regions';
import { regionForPage } from '@contract/site';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { regionActions, selectRegion } from '../../../app/region-slice';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { registerMessages, useLocale, useLocalizedPath, useT } from '../../../lib/i18n';
import { pageTitle, runtimeConfig } from '../../../lib/runtime-config';
import { ContactForm } from '../components/contact-form';
import { loadRecaptcha } from '../recaptcha';
import { contactSaga } from '../saga';
import { contactActions, contactSlice, selectSubmitStatus } from '../slice';

import '../contact.css';

// This page's part of the catalog: English with the code, French loaded on French pages (lib/i18n.tsx).
registerMessages(messages, frenchMessages);

contactSlice.injectInto(rootReducer);
injectSaga('contact', contactSaga);

/**
 * The site region of the overlay: 3 on /contact-ca and /can/contact-us; on /contact 2, unless the
 * visitor is on the international site (region 4), whose header links to /contact too.
 */
export function overlayRegion(pathname: string, current: RegionId): RegionId {
  return regionForPage(withoutLocale(pathname), false, current) ?? current;
}

/** The contact overlay (spec 2.3) over the public layout: /contact, /contact-ca, /can/contact-us. */
export function ContactPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectRegion);
  const siteRegion = overlayRegion(pathname, current);
  const status = useAppSelector(selectSubmitStatus);
  // A send that succeeds replaces the form (and the focused Send button): focus moves to the thank-you, not to the page behind.
  const thanks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status === 'succeeded') thanks.current?.focus();
  }, [status]);
  // The form posted without script redirects here with the sent flag (the server stored it).
  const sentWithoutScript = search.replace(/^\?/, '').split('&').includes(CONTACT_SENT_QUERY);
  const dialogRef = useRef<HTMLDivElement>(null);
  const t = useT();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const title = t('contact.headTitle');

  useEffect(() => {
    document.title = pageTitle(title);
    dispatch(contactActions.overlayOpened());
    if (runtimeConfig.recaptchaSiteKey) void loadRecaptcha(runtimeConfig.recaptchaSiteKey).catch(() => undefined);
  }, [dispatch, title]);

  useEffect(() => {
    if (siteRegion !== current) dispatch(regionActions.regionUpdated(siteRegion));
  }, [siteRegion, current, dispatch]);

  // The page behind does not scroll while the overlay is open; on closing, focus goes back to what opened it.
  useEffect(() => {
    const html = document.documentElement;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    html.classList.add('contact-overlay-open');
    dialogRef.current?.focus({ preventScroll: true });
    return () => {
      html.classList.remove('contact-overlay-open');
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const close = () => void navigate(siteRegion === REGION_INT ? REGION_HOME[4] : localize('/'));
  // Keep Tab inside the dialog while it is open.
  const trapTab = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([tabindex="-1"]), select, textarea, [tabindex="0"]')].filter(
      (el) => el.offsetParent !== null,
    );
    if (!focusable.length) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (e.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };
  useEffect(() => {
    // An Escape a field inside handled (the phone number's country list closing) leaves the overlay open.
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && !e.defaultPrevented && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return (
    <div className="contact-overlay" role="presentation">
      <div className="contact-dialog" role="dialog" aria-modal="true" aria-labelledby="contact-title" tabIndex={-1} ref={dialogRef} onKeyDown={trapTab}>
        <button type="button" className="contact-close" aria-label={t('contact.close')} onClick={close}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
        <aside className="contact-aside">
          <span className="eyebrow eyebrow--light">{t('contact.eyebrow')}</span>
          <h1 id="contact-title" className="contact-title">
            {t('contact.title')}
          </h1>
          <p>{t('contact.lead')}</p>
          <ul className="contact-points">
            <li>{t('contact.point.products')}</li>
            <li>{t('contact.point.findRep')}</li>
            <li>{t('contact.point.partners')}</li>
          </ul>
        </aside>
        <div className="contact-body">
          {status === 'succeeded' || sentWithoutScript ? (
            <div className="contact-thanks" role="status" tabIndex={-1} ref={thanks}>
              <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
                <circle cx="24" cy="24" r="22" fill="var(--brand-green)" />
                <path d="M14 25l7 7 13-15" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <h2>{t('contact.thanksTitle')}</h2>
              <p>{formMessages(locale).contact.thankYou}</p>
              <button type="button" className="btn btn-outline-brand" onClick={close}>
                {t('contact.backToSite')}
              </button>
            </div>
          ) : (
            <ContactForm siteRegion={siteRegion} />
          )}
        </div>
      </div>
    </div>
  );
}
