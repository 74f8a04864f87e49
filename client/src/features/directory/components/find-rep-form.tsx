import { DirectoryLabel, DirectoryRegion } from '@contract/directory';
import messages, { french as frenchMessages } from '@contract/i18n/messages/site.en.json?findRep';
import { FormEvent, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { DeferredAlert } from '../../../components/site/deferred-alert';
import { InlineSpinner } from '../../../components/site/inline-spinner';
import { useFormMessages } from '../../../lib/form-messages';
import { registerMessages, useLocale, useLocalizedPath, useT } from '../../../lib/i18n';
import type { LocateOutcome } from '../locate-slice';
import { fireTrackingPixels } from '../tracking-pixel';

// This page's part of the catalog: English with the code, French loaded on French pages (lib/i18n.tsx).
registerMessages(messages, frenchMessages);

/** The navigation state /reps-retailers receives (spec 2.1: label and zip). */
export interface FindRepNavState {
  label: DirectoryLabel;
  zip: string;
  regionId: DirectoryRegion;
}

export const SEARCH_DELAY_MS = 500;
/** How long "Use my location" waits for the browser (and the answer) before giving up. */
export const LOCATE_WAIT_MS = 8000;

/**
 * The find-rep form of spec 2.4 / 3 / 5. Bootstrap's form markup written out (the classes react-bootstrap's Form
 * parts render): the form is the first thing /find-a-rep and the results page show, and react-bootstrap's parts
 * with their theme provider and classnames were ~3 KB of those pages' first-load script.
 */
/** Spec 5's message when a value is missing: the forms' catalog's (its code loads the first time it is shown). */
function MissingValueMessage() {
  return useFormMessages(useLocale()).findRep.required;
}

/** `missingValue`: a search sent without script that lacked a value, which the page answers with the form and the message. */
export function FindRepForm(props: { region: DirectoryRegion; initial?: Partial<FindRepNavState>; compact?: boolean; missingValue?: boolean }) {
  const navigate = useNavigate();
  const t = useT();
  const localize = useLocalizedPath();
  const locale = useLocale();
  const id = useId();
  const [country, setCountry] = useState<DirectoryRegion>(props.initial?.regionId ?? props.region);
  const [who, setWho] = useState<string>(props.initial?.label ?? '');
  const [zip, setZip] = useState(props.initial?.zip ?? '');
  // A search sent without script that lacked a value comes back from the server with the message already shown.
  const [message, setMessage] = useState(props.missingValue ?? false);
  const [pending, setPending] = useState(false);
  const [locating, setLocating] = useState(false);
  const [located, setLocated] = useState<{ text: string; failed: boolean } | null>(null);
  const timer = useRef<number | null>(null);
  const zipInput = useRef<HTMLInputElement>(null);
  const whoSelect = useRef<HTMLSelectElement>(null);

  useEffect(() => setCountry(props.initial?.regionId ?? props.region), [props.region, props.initial?.regionId]);
  useEffect(() => () => void (timer.current && window.clearTimeout(timer.current)), []);

  const search = (state: FindRepNavState) => {
    setMessage(false);
    setPending(true);
    fireTrackingPixels();
    timer.current = window.setTimeout(() => {
      setPending(false);
      navigate(localize('/reps-retailers'), { state });
    }, SEARCH_DELAY_MS);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!who || !zip.trim()) {
      // The forms' catalog holds the spec's message (the server's no-script answer says the same).
      setMessage(true);
      // The first field still wanting a value takes focus, so a keyboard or screen reader user lands on it.
      (who ? zipInput : whoSelect).current?.focus();
      return;
    }
    search({ label: who as DirectoryLabel, zip: zip.trim(), regionId: country });
  };

  // Asks for the position only now, on the button; whatever happens, the spinner stops within LOCATE_WAIT_MS.
  const askForLocation = () => {
    if (locating) return;
    setLocating(true);
    setLocated(null);
    setMessage(false);
    let done = false;
    const finish = (outcome: LocateOutcome) => {
      if (done) return;
      done = true;
      window.clearTimeout(guard);
      setLocating(false);
      if (!outcome.ok) {
        setLocated({ text: outcome.message, failed: true });
        zipInput.current?.focus();
        return;
      }
      const { zip: code, regionId, place } = outcome.found;
      setZip(code);
      setCountry(regionId);
      if (who) return search({ label: who as DirectoryLabel, zip: code, regionId });
      setLocated({ text: t('findRep.located', { place, code }), failed: false });
      whoSelect.current?.focus();
    };
    const messages = {
      timeout: t('findRep.locateTimeout'),
      denied: t('findRep.locateDenied'),
      unavailable: t('findRep.locateUnavailable'),
      unsupported: t('findRep.locateUnsupported'),
    };
    const guard = window.setTimeout(() => finish({ ok: false, message: messages.timeout }), LOCATE_WAIT_MS);
    import(/* webpackChunkName: "locate-me" */ '../locate-me').then(
      (m) => m.locateMe(LOCATE_WAIT_MS, messages, locale).then(finish),
      () => finish({ ok: false, message: t('findRep.locateFailed') }),
    );
  };

  return (
    // Without script the form is a plain GET of the results page (/reps-retailers?label=…&zip=…&region=…), which the
    // server renders with its results; with script it goes there in the app.
    <form
      className={`find-rep-form${props.compact ? ' find-rep-form--compact' : ''}`}
      onSubmit={submit}
      noValidate
      method="get"
      action={localize('/reps-retailers')}
      aria-label={t('findRep.title')}
    >
      <div className="find-rep-fields">
        <div className="find-rep-field">
          <label className="form-label" htmlFor={`${id}-country`}>
            {t('findRep.country')}
          </label>
          <select id={`${id}-country`} name="region" className="form-select" value={country} onChange={(e) => setCountry(Number(e.target.value) as DirectoryRegion)}>
            <option value={2}>{t('findRep.country.us')}</option>
            <option value={3}>{t('findRep.country.ca')}</option>
          </select>
        </div>
        <div className="find-rep-field">
          <label className="form-label" htmlFor={`${id}-who`}>
            {t('findRep.who')}
          </label>
          <select
            ref={whoSelect}
            id={`${id}-who`}
            name="label"
            className="form-select"
            value={who}
            aria-invalid={message && !who ? true : undefined}
            aria-describedby={message && !who ? `${id}-msg` : undefined}
            onChange={(e) => {
              setWho(e.target.value);
              if (e.target.value) setMessage(false);
            }}
          >
            <option value="">{'\u00a0'}</option>
            <option value="Retailers">{t('findRep.who.grower')}</option>
            <option value="Reps">{t('findRep.who.retailer')}</option>
          </select>
        </div>
        <div className="find-rep-field find-rep-field--zip">
          <label className="form-label" htmlFor={`${id}-zip`}>
            {country === 3 ? t('findRep.searchByPostal') : t('findRep.searchByZip')}
          </label>
          <div className="find-rep-zip-row">
            <input
              ref={zipInput}
              id={`${id}-zip`}
              name="zip"
              className={message ? 'form-control is-invalid' : 'form-control'}
              type="search"
              value={zip}
              onChange={(e) => setZip(e.target.value)}
              inputMode={country === 3 ? 'text' : 'numeric'}
              autoComplete="postal-code"
              maxLength={10}
              placeholder={country === 3 ? t('findRep.placeholderPostal') : t('findRep.placeholderZip')}
              aria-describedby={message ? `${id}-msg` : located ? `${id}-located` : undefined}
              aria-invalid={message ? true : undefined}
            />
            <button type="button" className="btn btn-outline-brand find-rep-locate" onClick={askForLocation} disabled={locating || pending} aria-describedby={`${id}-why`}>
              {locating ? <InlineSpinner /> : null}
              {t('findRep.useLocation')}
            </button>
          </div>
        </div>
        <div className="find-rep-field find-rep-field--submit">
          <button type="submit" className="btn btn-primary btn-brand" disabled={pending}>
            {pending ? <InlineSpinner /> : null}
            {/* 'Search' plus ' for {selected label}' (spec 2.4), e.g. 'Search for Retailers'. */}
            {t('findRep.submit', { who })}
          </button>
        </div>
      </div>
      <p className="find-rep-why small mb-0" id={`${id}-why`}>
        {t('findRep.locateWhy')}
      </p>
      {located ? (
        <DeferredAlert variant={located.failed ? 'warning' : 'info'} className="find-rep-message mt-3 mb-0" id={`${id}-located`} role={located.failed ? 'alert' : 'status'}>
          {located.text}
        </DeferredAlert>
      ) : null}
      {message ? (
        <DeferredAlert variant="warning" className="find-rep-message mt-3 mb-0" id={`${id}-msg`} role="alert">
          <Suspense fallback={null}>
            <MissingValueMessage />
          </Suspense>
        </DeferredAlert>
      ) : null}
    </form>
  );
}
