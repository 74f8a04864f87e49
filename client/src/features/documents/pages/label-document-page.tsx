import { LABEL_AREAS, labelDocumentPath } from '@contract/labels';
import { useEffect, useMemo } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useLocation, useParams } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSagaWhenNeeded } from '../../../app/store';
import { NotifyForm } from '../../../components/site/notify-form';
import { usePageHead } from '../../../components/site/page-head';
import { LocaleLink as Link } from '../../../lib/i18n';
import { isFirstPageView } from '../../../lib/ssr-context';
import { CompareRevisions, RevisionDates, RevisionHistory } from '../components/label-revisions';
import { useLabelText } from '../label-text';
import { documentKey, productLabelsActions, productLabelsSlice, selectProductLabels } from '../product-labels-slice';

import '../documents.css';

productLabelsSlice.injectInto(rootReducer);
injectSagaWhenNeeded('productLabels', async () => (await import(/* webpackChunkName: "product-labels-saga" */ '../product-labels-saga')).productLabelsSaga, [
  productLabelsActions.searchRequested,
  productLabelsActions.documentRequested,
  productLabelsActions.subscribeRequested,
]);

const num = (v: string | null) => (v && /^\d{1,6}$/.test(v) ? Number(v) : undefined);

/**
 * /product-labels/{guid}: one document of the labels library: its details, the current revision with its
 * "What changed" note, "Revision history" (every earlier revision, still downloadable at its own address),
 * "Compare revisions" (a word-level diff, read out as removed/added), its QR code and "Notify me of changes".
 */
export function LabelDocumentPage() {
  const { guid = '' } = useParams();
  const location = useLocation();
  const text = useLabelText();
  const { t } = text;
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectProductLabels);
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const from = num(params.get('from'));
  const to = num(params.get('to'));
  // A subscription made on another page starts this page's form afresh.
  useEffect(() => {
    dispatch(productLabelsActions.notifyReset());
  }, [dispatch]);
  const key = documentKey(guid, from, to);
  useEffect(() => {
    if (isFirstPageView() && state.document.key === key && state.document.status === 'succeeded') return;
    dispatch(productLabelsActions.documentRequested({ guid, from, to }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key]);
  const doc = state.document.view && state.document.view.guid === guid.toLowerCase() ? state.document.view : null;
  const products = doc?.products.length ? doc.products.join(', ') : 'none';
  // English keeps the ISO date it always had; French reads it in words.
  const revised = doc ? (text.locale === 'fr' ? text.day(doc.current.revisionDate) : doc.current.revisionDate) : '';
  usePageHead(doc ? { title: doc.title, description: t('labels.doc.headDescription', { kind: text.kind(doc.type), products, date: revised }) } : null);

  if (!doc) {
    return (
      <div className="container label-doc-page">
        {state.document.status === 'failed' ? (
          <p role="alert">{state.document.error ?? t('labels.doc.notFound')}</p>
        ) : (
          <p role="status">
            <Spinner size="sm" className="me-2" aria-hidden />
            {t('labels.doc.loading')}
          </p>
        )}
      </div>
    );
  }

  const cur = doc.current;
  return (
    <div className="labels-page">
      <section className="labels-hero">
        <div className="container">
          <p className="eyebrow eyebrow--light">
            <Link to="/product-labels" className="text-reset">
              {t('labels.title')}
            </Link>
          </p>
          <h1 className="labels-hero__title">{doc.title}</h1>
          <p className="labels-hero__lead">{t('labels.doc.lead', { kind: text.kind(doc.type), products, language: text.languageInline(doc.language) })}</p>
        </div>
      </section>
      <div className="container label-doc-page">
        <dl className="label-doc-facts">
          <dt>{t('labels.doc.product')}</dt>
          <dd>
            {doc.products.length
              ? doc.products.map((p, i) => (
                  <span key={p}>
                    {i ? ', ' : ''}
                    <Link to={`/product-labels?product=${encodeURIComponent(p)}`}>{p}</Link>
                  </span>
                ))
              : '—'}
          </dd>
          <dt>{t('labels.doc.type')}</dt>
          <dd>{text.kind(doc.type)}</dd>
          <dt>{t('labels.doc.language')}</dt>
          <dd>{text.language(doc.language)}</dd>
          {doc.languageVersions.length ? (
            <>
              <dt>{t('labels.doc.versions')}</dt>
              <dd>
                {doc.languageVersions.map((v, i) => (
                  <span key={v.guid}>
                    {i ? ', ' : ''}
                    <Link to={labelDocumentPath(v.guid)} hrefLang={v.language}>
                      {t('labels.doc.versionLink', { language: text.language(v.language), title: v.title })}
                    </Link>
                  </span>
                ))}
              </dd>
            </>
          ) : null}
          <dt>{t('labels.doc.registrations')}</dt>
          <dd>{doc.registrations.length ? doc.registrations.map((r) => `${text.agency(r.agency)} ${r.number}`).join('; ') : t('labels.doc.noRegistrations')}</dd>
          <dt>{t('labels.doc.areas')}</dt>
          <dd>
            {doc.areas.length
              ? doc.areas.map((a) => text.area(a, LABEL_AREAS[a] ?? a)).join(', ')
              : t('labels.doc.everywhere', {
                  regions: doc.regionIds.map((r) => (r === 3 ? t('labels.region.ca') : r === 2 ? t('labels.region.us') : t('region.name.int'))).join(t('labels.doc.and')),
                })}
          </dd>
        </dl>

        <section className="label-doc-section" aria-labelledby="current-revision">
          <h2 id="current-revision">{t('labels.doc.current')}</h2>
          <p className="mb-1">
            {t('labels.doc.currentLine', { n: cur.n })}
            <RevisionDates r={cur} />.
          </p>
          {cur.whatChanged ? (
            <p className="mb-2">
              <strong>{t('labels.doc.whatChanged')}</strong> {cur.whatChanged}
            </p>
          ) : null}
          <a className="label-link label-link--primary d-inline-flex" href={cur.url} target="_blank" rel="noopener">
            {t('labels.doc.download')}
            <small className="label-link__meta">{t('labels.fileMeta', { kind: text.fileKind(cur.contentType), size: text.size(cur.size) })}</small>
          </a>
        </section>

        <RevisionHistory doc={doc} />

        {doc.revisions.length ? <CompareRevisions doc={doc} /> : null}

        <section className="label-doc-section" aria-labelledby="qr-code">
          <h2 id="qr-code">{t('labels.doc.qr')}</h2>
          <div className="label-qr">
            <img src={doc.qrSvg} width={120} height={120} alt={t('labels.doc.qrAlt', { title: doc.title })} loading="lazy" />
            <p className="mb-0">
              {t('labels.doc.qrText')}{' '}
              <a href={doc.qrSvg} download>
                {t('labels.doc.qrSvg')}
              </a>{' '}
              ·{' '}
              <a href={doc.qrPng} download>
                {t('labels.doc.qrPng')}
              </a>
            </p>
          </div>
        </section>

        <NotifyForm
          key={doc.guid}
          targets={[
            { kind: 'document', key: doc.guid, label: doc.title, checked: true },
            ...doc.products.map((p) => ({ kind: 'product' as const, key: p, label: t('labels.doc.everyDocument', { product: p }) })),
          ]}
          status={state.notify.status}
          message={state.notify.message}
          errors={state.notify.errors}
          onSubmit={(v) => dispatch(productLabelsActions.subscribeRequested(v))}
        />
      </div>
    </div>
  );
}
