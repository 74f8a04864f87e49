import { DOCUMENT_KIND_NAME, formatBytes } from '@contract/documents';
import { LABEL_AREAS, labelDocumentPath, LANGUAGE_NAME } from '@contract/labels';
import { useEffect, useMemo } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useLocation, useParams } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSagaWhenNeeded } from '../../../app/store';
import { NotifyForm } from '../../../components/site/notify-form';
import { usePageHead } from '../../../components/site/page-head';
import { isFirstPageView } from '../../../lib/ssr-context';
import { CompareRevisions, RevisionDates, RevisionHistory } from '../components/label-revisions';
import { fileKind } from '../product-labels';
import { documentKey, productLabelsActions, productLabelsSlice, selectProductLabels } from '../product-labels-slice';

import '../documents.css';

productLabelsSlice.injectInto(rootReducer);
injectSagaWhenNeeded('productLabels', async () => (await import(/* webpackChunkName: "product-labels-saga" */ '../product-labels-saga')).productLabelsSaga, [
  productLabelsActions.searchRequested,
  productLabelsActions.documentRequested,
  productLabelsActions.subscribeRequested,
]);

const REGION_NAME: Record<number, string> = { 2: 'United States', 3: 'Canada', 4: 'International' };
const num = (v: string | null) => (v && /^\d{1,6}$/.test(v) ? Number(v) : undefined);

/**
 * /product-labels/{guid}: one document of the labels library: its details, the current revision with its
 * "What changed" note, "Revision history" (every earlier revision, still downloadable at its own address),
 * "Compare revisions" (a word-level diff, read out as removed/added), its QR code and "Notify me of changes".
 */
export function LabelDocumentPage() {
  const { guid = '' } = useParams();
  const location = useLocation();
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
  usePageHead(
    doc
      ? { title: doc.title, description: `${DOCUMENT_KIND_NAME[doc.type]}${doc.products.length ? ` for ${doc.products.join(', ')}` : ''}, revised ${doc.current.revisionDate}.` }
      : null,
  );

  if (!doc) {
    return (
      <div className="container label-doc-page">
        {state.document.status === 'failed' ? (
          <p role="alert">{state.document.error ?? 'The document was not found.'}</p>
        ) : (
          <p role="status">
            <Spinner size="sm" className="me-2" aria-hidden />
            Loading document...
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
              Labels / SDS
            </Link>
          </p>
          <h1 className="labels-hero__title">{doc.title}</h1>
          <p className="labels-hero__lead">
            {DOCUMENT_KIND_NAME[doc.type]}
            {doc.products.length ? ` for ${doc.products.join(', ')}` : ''} · {LANGUAGE_NAME[doc.language]}
          </p>
        </div>
      </section>
      <div className="container label-doc-page">
        <dl className="label-doc-facts">
          <dt>Product</dt>
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
          <dt>Type</dt>
          <dd>{DOCUMENT_KIND_NAME[doc.type]}</dd>
          <dt>Language</dt>
          <dd>{LANGUAGE_NAME[doc.language]}</dd>
          {doc.languageVersions.length ? (
            <>
              <dt>Language versions</dt>
              <dd>
                {doc.languageVersions.map((v, i) => (
                  <span key={v.guid}>
                    {i ? ', ' : ''}
                    <Link to={labelDocumentPath(v.guid)} hrefLang={v.language}>
                      {LANGUAGE_NAME[v.language]}: {v.title}
                    </Link>
                  </span>
                ))}
              </dd>
            </>
          ) : null}
          <dt>Registration numbers</dt>
          <dd>{doc.registrations.length ? doc.registrations.map((r) => `${r.agency} ${r.number}`).join('; ') : 'None listed'}</dd>
          <dt>States and provinces</dt>
          <dd>{doc.areas.length ? doc.areas.map((a) => LABEL_AREAS[a] ?? a).join(', ') : `Everywhere in ${doc.regionIds.map((r) => REGION_NAME[r]).join(' and ')}`}</dd>
        </dl>

        <section className="label-doc-section" aria-labelledby="current-revision">
          <h2 id="current-revision">Current revision</h2>
          <p className="mb-1">
            Revision {cur.n}: <RevisionDates r={cur} />.
          </p>
          {cur.whatChanged ? (
            <p className="mb-2">
              <strong>What changed:</strong> {cur.whatChanged}
            </p>
          ) : null}
          <a className="label-link label-link--primary d-inline-flex" href={cur.url} target="_blank" rel="noopener">
            Download the current revision
            <small className="label-link__meta">
              {fileKind(cur.contentType)}, {formatBytes(cur.size)}
            </small>
          </a>
        </section>

        <RevisionHistory doc={doc} />

        {doc.revisions.length ? <CompareRevisions doc={doc} /> : null}

        <section className="label-doc-section" aria-labelledby="qr-code">
          <h2 id="qr-code">QR code</h2>
          <div className="label-qr">
            <img src={doc.qrSvg} width={120} height={120} alt={`QR code of the link to ${doc.title}`} loading="lazy" />
            <p className="mb-0">
              For packaging and shelf tags: a scan opens the current revision.{' '}
              <a href={doc.qrSvg} download>
                QR code (SVG)
              </a>{' '}
              ·{' '}
              <a href={doc.qrPng} download>
                QR code (PNG)
              </a>
            </p>
          </div>
        </section>

        <NotifyForm
          key={doc.guid}
          targets={[
            { kind: 'document', key: doc.guid, label: doc.title, checked: true },
            ...doc.products.map((p) => ({ kind: 'product' as const, key: p, label: `Every document for ${p}` })),
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
