import { type DirectoryRegion, directorySearchFromQuery } from '@contract/directory';
import messages, { french as frenchMessages } from '@contract/i18n/messages/site.en.json?results';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectRegion } from '../../../app/region-slice';
import { rootReducer } from '../../../app/root-reducer';
import { injectSagaWhenNeeded } from '../../../app/store';
import { DeferredAlert } from '../../../components/site/deferred-alert';
import { InlineSpinner } from '../../../components/site/inline-spinner';
import { usePageHead } from '../../../components/site/page-head';
import { LocaleLink as Link, Message, registerMessages, useLocale, useT } from '../../../lib/i18n';
import { isFirstPageView, useHydrated } from '../../../lib/ssr-context';
import { FindRepForm, FindRepNavState } from '../components/find-rep-form';
import { RepCard, RetailerCard, useResultsSummary } from '../components/result-cards';
import { MapPoint, ResultsMap } from '../components/results-map';
import { selectDirectory } from '../selectors';
import { directoryActions, directorySlice } from '../slice';
import { FindRepHero } from './find-rep-page';

import '../directory.css';

// This page's part of the catalog: English with the code, French loaded on French pages (lib/i18n.tsx).
registerMessages(messages, frenchMessages);

directorySlice.injectInto(rootReducer);
injectSagaWhenNeeded('directory', async () => (await import(/* webpackChunkName: "directory-saga" */ '../saga')).directorySaga, [directoryActions.searchRequested]);

/** A find-rep form sent to this address with a value missing (a plain GET: the label or zip parameter is there but empty). */
function incompleteSearch(search: string): Partial<FindRepNavState> | null {
  const q = new URLSearchParams(search);
  if (!q.has('label') && !q.has('zip')) return null;
  const label = q.get('label');
  const region = q.get('region') ?? q.get('country');
  return {
    label: label === 'Retailers' || label === 'Reps' ? label : undefined,
    zip: (q.get('zip') ?? '').trim().slice(0, 10),
    regionId: region === '3' ? 3 : region === '2' ? 2 : undefined,
  };
}

const isNavState = (s: unknown): s is FindRepNavState =>
  !!s && typeof s === 'object' && typeof (s as FindRepNavState).label === 'string' && typeof (s as FindRepNavState).zip === 'string' && !!(s as FindRepNavState).zip;

/**
 * /reps-retailers: results of the find-rep form. The label and zip arrive as navigation state (spec 2.1) or in
 * the URL (`?label=Retailers&zip=50309&region=2`: a link, a bookmark; the server renders those results).
 */
export function RepsRetailersPage() {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const region = useAppSelector(selectRegion);
  const { busy, status, request, result, error } = useAppSelector(selectDirectory);
  // Navigation state lives in the browser's history only: the server never saw it, so the hydration renders without it.
  const hydrated = useHydrated();
  const fromState = hydrated && isNavState(location.state) ? location.state : null;
  const fromUrl = useMemo(() => directorySearchFromQuery(location.search), [location.search]);
  const nav = fromState ?? fromUrl;
  const t = useT();
  const locale = useLocale();
  const resultsSummary = useResultsSummary();
  usePageHead({ title: t('results.headTitle') });

  const search = nav ? `${nav.label}|${nav.zip}|${nav.regionId ?? ''}|${locale}` : null;
  useEffect(() => {
    if (!nav) return;
    // The server searched for the first page view (the search in the URL): its results are in the store already.
    if (isFirstPageView() && !fromState && request?.label === nav.label && request.zip === nav.zip && request.locale === locale && status !== 'loading') return;
    // The locale: opening hours and refusals come in the page's language.
    dispatch(directoryActions.searchRequested({ label: nav.label, zip: nav.zip, regionId: nav.regionId === 3 ? 3 : nav.regionId === 2 ? 2 : undefined, locale }));
    // A new navigation (location.key) is a new search, even for the same code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, search]);

  const points: MapPoint[] = useMemo(() => (result?.retailers ?? []).map((r, i) => ({ id: r.id, index: i + 1, name: r.name, lat: r.lat, lng: r.lng })), [result]);
  const formRegion: DirectoryRegion = nav?.regionId ?? (region === 3 ? 3 : 2);

  if (!nav) {
    // The form sent as a plain GET (before or without script) with a value missing: the form again, with the spec's message.
    const sent = incompleteSearch(location.search);
    if (sent) return <FindRepHero region={sent.regionId ?? formRegion} initial={sent} missingValue />;
    // Reached without a search (a bookmark or a reload): offer the form rather than an empty page.
    return <FindRepHero region={formRegion} />;
  }

  const current = request && request.label === nav.label && request.zip === nav.zip && request.locale === locale;
  const loading = !current || status === 'loading';
  return (
    <div className="reps-retailers-page">
      <section className="results-search">
        <div className="container">
          <h1 className="h3 mb-3">{nav.label === 'Reps' ? t('results.findRep') : t('results.findRetailer')}</h1>
          <FindRepForm key={location.key} region={formRegion} initial={nav} compact />
        </div>
      </section>
      {/* One live region kept on the page from search to results (outside the busy part), so "Searching…" and then the count are both announced. */}
      <p className="visually-hidden" role="status">
        {loading ? t('results.searching') : status === 'failed' ? '' : result ? resultsSummary(result) : ''}
      </p>
      <div className="container py-4" aria-busy={busy && loading}>
        {loading ? (
          <div className="results-status">
            <InlineSpinner />
            {t('results.searching')}
          </div>
        ) : status === 'failed' ? (
          <DeferredAlert variant="warning" role="alert">
            {error}
          </DeferredAlert>
        ) : result ? (
          <div className="results-layout">
            <div className="results-list-col">
              <h2 className="h4 results-summary">{resultsSummary(result)}</h2>
              {result.widened && result.retailers.length ? <p className="text-muted small">{t('results.widened', { radius: result.radius, unit: result.unit })}</p> : null}
              {result.label === 'Retailers' ? (
                result.retailers.length ? (
                  <ol className="results-list" aria-label={t('results.retailersList')}>
                    {result.retailers.map((r, i) => (
                      <RetailerCard key={r.id} r={r} index={i + 1} unit={result.unit} />
                    ))}
                  </ol>
                ) : (
                  <NoResults region={result.origin.region} />
                )
              ) : result.reps.length ? (
                <ul className="results-list" aria-label={t('results.repsList')}>
                  {result.reps.map((r) => (
                    <RepCard key={r.id} rep={r} place={result.origin.place} />
                  ))}
                </ul>
              ) : (
                <NoResults region={result.origin.region} />
              )}
            </div>
            <div className="results-map-col">
              <ResultsMap
                origin={{ lat: result.origin.lat, lng: result.origin.lng, label: `${result.origin.place} ${result.origin.code}` }}
                points={points}
                label={t('results.mapLabel', { count: result.label === 'Retailers' ? points.length : 0, place: result.origin.place })}
              />
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function NoResults({ region }: { region: DirectoryRegion }) {
  return (
    <p>
      <Message id="results.noResults" values={{ link: (chunks: React.ReactNode[]) => <Link to={region === 3 ? '/contact-ca' : '/contact'}>{chunks}</Link> }} />
    </p>
  );
}
