import { DOCUMENT_KIND_NAME, formatBytes } from '@contract/documents';
import { LABEL_AREAS, labelDocumentPath, LabelRevision, LANGUAGE_NAME } from '@contract/labels';
import { FormEvent, useEffect, useMemo, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSagaWhenNeeded } from '../../../app/store';
import { NotifyForm } from '../../../components/site/notify-form';
import { usePageHead } from '../../../components/site/page-head';
import { isFirstPageView } from '../../../lib/ssr-context';
import { fileKind, formatDay } from '../product-labels';
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

function RevisionDates({ r }: { r: LabelRevision }) {
  return (
    <>
      Revision date {formatDay(r.revisionDate)}
      {r.effectiveDate ? `, effective ${formatDay(r.effectiveDate)}` : ''}
    </>
  );
}

/**
 * /product-labels/{guid}: one document of the labels library: its details, the current revision with its
 * "What changed" note, "Revision history" (every earlier revision, still downloadable at its own address),
 * "Compare revisions" (a word-level diff, read out as removed/added), its QR code and "Notify me of changes".
 */
export function LabelDocumentPage() {
  const { guid = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
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

  const all = doc ? [doc.current, ...doc.revisions].sort((a, b) => b.n - a.n) : [];
  const [pickFrom, setPickFrom] = useState<number | ''>('');
  const [pickTo, setPickTo] = useState<number | ''>('');
  useEffect(() => {
    if (!doc) return;
    setPickFrom(doc.compare?.from ?? doc.revisions[0]?.n ?? '');
    setPickTo(doc.compare?.to ?? doc.current.n);
  }, [doc]);
  const onCompare = (e: FormEvent) => {
    e.preventDefault();
    if (pickFrom && pickTo) navigate({ pathname: labelDocumentPath(guid), search: `?from=${pickFrom}&to=${pickTo}` });
  };

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

        <section className="label-doc-section" aria-labelledby="revision-history">
          <h2 id="revision-history">Revision history</h2>
          {doc.revisions.length ? (
            <div className="table-responsive">
              <table className="table align-middle">
                <caption className="visually-hidden">Earlier revisions of {doc.title}, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Revision</th>
                    <th scope="col">Dates</th>
                    <th scope="col">What changed</th>
                    <th scope="col">Status</th>
                    <th scope="col">Download</th>
                  </tr>
                </thead>
                <tbody>
                  {doc.revisions.map((r) => (
                    <tr key={r.n}>
                      <th scope="row">Revision {r.n}</th>
                      <td>
                        <RevisionDates r={r} />
                      </td>
                      <td>{r.whatChanged ?? '—'}</td>
                      <td>
                        {r.supersededOn ? `Superseded on ${formatDay(r.supersededOn)}` : null}
                        {r.validUntil ? (
                          <>
                            <br />
                            Valid on existing stock until {formatDay(r.validUntil)}
                          </>
                        ) : null}
                      </td>
                      <td>
                        <a href={r.url} target="_blank" rel="noopener">
                          Download revision {r.n}
                          <span className="visually-hidden"> of {doc.title}</span>
                        </a>{' '}
                        <small className="text-muted">
                          ({fileKind(r.contentType)}, {formatBytes(r.size)})
                        </small>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p>This is the first revision.</p>
          )}
        </section>

        {all.length > 1 ? (
          <section className="label-doc-section" aria-labelledby="compare-revisions">
            <h2 id="compare-revisions">Compare revisions</h2>
            <form className="d-flex flex-wrap gap-3 align-items-end mb-3" method="get" action={labelDocumentPath(doc.guid)} onSubmit={onCompare}>
              <div>
                <label htmlFor="compare-from" className="form-label fw-semibold">
                  Older revision
                </label>
                <select id="compare-from" name="from" className="form-select" value={pickFrom} onChange={(e) => setPickFrom(Number(e.target.value))}>
                  {all.map((r) => (
                    <option key={r.n} value={r.n}>
                      Revision {r.n} ({formatDay(r.revisionDate)})
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="compare-to" className="form-label fw-semibold">
                  Newer revision
                </label>
                <select id="compare-to" name="to" className="form-select" value={pickTo} onChange={(e) => setPickTo(Number(e.target.value))}>
                  {all.map((r) => (
                    <option key={r.n} value={r.n}>
                      Revision {r.n} ({formatDay(r.revisionDate)})
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="btn btn-success">
                Compare
              </button>
            </form>
            {doc.compare ? (
              doc.compare.parts ? (
                <>
                  <p id="diff-legend" className="small">
                    Changes from revision {doc.compare.from} to revision {doc.compare.to}: removed words are struck through, added words are underlined.
                  </p>
                  <div className="label-diff" role="region" aria-label={`Changes from revision ${doc.compare.from} to revision ${doc.compare.to}`} aria-describedby="diff-legend">
                    {doc.compare.parts.map((p, i) =>
                      p.removed ? (
                        <del key={i}>
                          <span className="visually-hidden">removed: </span>
                          {p.value}
                        </del>
                      ) : p.added ? (
                        <ins key={i}>
                          <span className="visually-hidden">added: </span>
                          {p.value}
                        </ins>
                      ) : (
                        <span key={i}>{p.value}</span>
                      ),
                    )}
                  </div>
                </>
              ) : (
                <p role="status">The text of one of these revisions could not be read, so they cannot be compared. Download both to compare them.</p>
              )
            ) : null}
          </section>
        ) : null}

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
