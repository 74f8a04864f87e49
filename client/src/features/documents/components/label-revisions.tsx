import { formatBytes } from '@contract/documents';
import { labelDocumentPath, LabelDocumentView, LabelRevision } from '@contract/labels';
import { FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { fileKind, formatDay } from '../product-labels';

export function RevisionDates({ r }: { r: LabelRevision }) {
  return (
    <>
      Revision date {formatDay(r.revisionDate)}
      {r.effectiveDate ? `, effective ${formatDay(r.effectiveDate)}` : ''}
    </>
  );
}

/** "Revision history": every earlier revision with its dates and note, still downloadable at its own address. */
export function RevisionHistory({ doc }: { doc: LabelDocumentView }) {
  return (
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
  );
}

/** "Compare revisions": two revisions picked, then a word-level diff read out as removed/added (a plain GET without script). */
export function CompareRevisions({ doc }: { doc: LabelDocumentView }) {
  const navigate = useNavigate();
  const all = [doc.current, ...doc.revisions].sort((a, b) => b.n - a.n);
  const [pickFrom, setPickFrom] = useState<number | ''>('');
  const [pickTo, setPickTo] = useState<number | ''>('');
  useEffect(() => {
    setPickFrom(doc.compare?.from ?? doc.revisions[0]?.n ?? '');
    setPickTo(doc.compare?.to ?? doc.current.n);
  }, [doc]);
  const onCompare = (e: FormEvent) => {
    e.preventDefault();
    if (pickFrom && pickTo) navigate({ pathname: labelDocumentPath(doc.guid), search: `?from=${pickFrom}&to=${pickTo}` });
  };
  return (
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
  );
}
