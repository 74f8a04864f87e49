import { labelDocumentPath, LabelDocumentView, LabelRevision } from '@contract/labels';
import { FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useLocalizedPath } from '../../../lib/i18n';
import { useLabelText } from '../label-text';

export function RevisionDates({ r }: { r: LabelRevision }) {
  const { t, day } = useLabelText();
  return (
    <>
      {t('labels.rev.dates', { date: day(r.revisionDate) })}
      {r.effectiveDate ? t('labels.rev.effective', { date: day(r.effectiveDate) }) : ''}
    </>
  );
}

/** "Revision history": every earlier revision with its dates and note, still downloadable at its own address. */
export function RevisionHistory({ doc }: { doc: LabelDocumentView }) {
  const text = useLabelText();
  const { t, day } = text;
  return (
    <section className="label-doc-section" aria-labelledby="revision-history">
      <h2 id="revision-history">{t('labels.rev.history')}</h2>
      {doc.revisions.length ? (
        <div className="table-responsive">
          <table className="table align-middle">
            <caption className="visually-hidden">{t('labels.rev.caption', { title: doc.title })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('labels.rev.revision')}</th>
                <th scope="col">{t('labels.rev.datesHeading')}</th>
                <th scope="col">{t('labels.rev.whatChanged')}</th>
                <th scope="col">{t('labels.rev.status')}</th>
                <th scope="col">{t('labels.rev.downloadHeading')}</th>
              </tr>
            </thead>
            <tbody>
              {doc.revisions.map((r) => (
                <tr key={r.n}>
                  <th scope="row">{t('labels.rev.n', { n: r.n })}</th>
                  <td>
                    <RevisionDates r={r} />
                  </td>
                  <td>{r.whatChanged ?? '—'}</td>
                  <td>
                    {r.supersededOn ? t('labels.rev.superseded', { date: day(r.supersededOn) }) : null}
                    {r.validUntil ? (
                      <>
                        <br />
                        {t('labels.rev.validUntil', { date: day(r.validUntil) })}
                      </>
                    ) : null}
                  </td>
                  <td>
                    <a href={r.url} target="_blank" rel="noopener">
                      {t('labels.rev.download', { n: r.n })}
                      <span className="visually-hidden">{t('labels.rev.of', { title: doc.title })}</span>
                    </a>{' '}
                    <small className="text-muted">({t('labels.fileMeta', { kind: text.fileKind(r.contentType), size: text.size(r.size) })})</small>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('labels.rev.first')}</p>
      )}
    </section>
  );
}

/** "Compare revisions": two revisions picked, then a word-level diff read out as removed/added (a plain GET without script). */
export function CompareRevisions({ doc }: { doc: LabelDocumentView }) {
  const navigate = useNavigate();
  const { t, day } = useLabelText();
  const localize = useLocalizedPath();
  const all = [doc.current, ...doc.revisions].sort((a, b) => b.n - a.n);
  const [pickFrom, setPickFrom] = useState<number | ''>('');
  const [pickTo, setPickTo] = useState<number | ''>('');
  useEffect(() => {
    setPickFrom(doc.compare?.from ?? doc.revisions[0]?.n ?? '');
    setPickTo(doc.compare?.to ?? doc.current.n);
  }, [doc]);
  const onCompare = (e: FormEvent) => {
    e.preventDefault();
    if (pickFrom && pickTo) navigate({ pathname: localize(labelDocumentPath(doc.guid)), search: `?from=${pickFrom}&to=${pickTo}` });
  };
  return (
    <section className="label-doc-section" aria-labelledby="compare-revisions">
      <h2 id="compare-revisions">{t('labels.rev.compare')}</h2>
      <form className="d-flex flex-wrap gap-3 align-items-end mb-3" method="get" action={localize(labelDocumentPath(doc.guid))} onSubmit={onCompare}>
        <div>
          <label htmlFor="compare-from" className="form-label fw-semibold">
            {t('labels.rev.older')}
          </label>
          <select id="compare-from" name="from" className="form-select" value={pickFrom} onChange={(e) => setPickFrom(Number(e.target.value))}>
            {all.map((r) => (
              <option key={r.n} value={r.n}>
                {t('labels.rev.option', { n: r.n, date: day(r.revisionDate) })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="compare-to" className="form-label fw-semibold">
            {t('labels.rev.newer')}
          </label>
          <select id="compare-to" name="to" className="form-select" value={pickTo} onChange={(e) => setPickTo(Number(e.target.value))}>
            {all.map((r) => (
              <option key={r.n} value={r.n}>
                {t('labels.rev.option', { n: r.n, date: day(r.revisionDate) })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-success">
          {t('labels.rev.compareButton')}
        </button>
      </form>
      {doc.compare ? (
        doc.compare.parts ? (
          <>
            <p id="diff-legend" className="small">
              {t('labels.rev.legend', { from: doc.compare.from, to: doc.compare.to })}
            </p>
            <div className="label-diff" role="region" aria-label={t('labels.rev.changes', { from: doc.compare.from, to: doc.compare.to })} aria-describedby="diff-legend">
              {doc.compare.parts.map((p, i) =>
                p.removed ? (
                  <del key={i}>
                    <span className="visually-hidden">{t('labels.rev.removed')}</span>
                    {p.value}
                  </del>
                ) : p.added ? (
                  <ins key={i}>
                    <span className="visually-hidden">{t('labels.rev.added')}</span>
                    {p.value}
                  </ins>
                ) : (
                  <span key={i}>{p.value}</span>
                ),
              )}
            </div>
          </>
        ) : (
          <p role="status">{t('labels.rev.unreadable')}</p>
        )
      ) : null}
    </section>
  );
}
